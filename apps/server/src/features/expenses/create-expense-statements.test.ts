// The statements of one expense create (issue 30, docs/decisions/0415-a-creates-statements-counted.md):
// the save refuses a date a filed VAT return holds (assertOpenForVat), so the answer's
// locked_by_vat_return is not read again. The answers are those of create-expense.test.ts; a date in a
// filed period is refused as before (expense-vat-lock tests).
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Auth } from '../../../test/api-calls';
import { createExpense } from '../../../test/expense-factories';
import { signedInUser } from '../../../test/factories';
import { createTestDatabase } from '../../../test/test-database';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let auth: Auth;
let tables: string[][] = [];

/** The tables a statement names (its FROM, INTO or UPDATE). */
function tablesOf(node: RootOperationNode): string[] {
  const names = new Set<string>();
  JSON.stringify(node, (key, value: unknown) => {
    if (key === 'table' && value && typeof value === 'object' && 'identifier' in value) {
      const identifier = (value as { identifier: { name?: string } }).identifier;
      if (identifier.name) names.add(identifier.name);
    }
    return value;
  });
  return [...names];
}

beforeAll(async () => {
  const database = await createTestDatabase();
  const capture: KyselyPlugin = {
    transformQuery: ({ node }) => {
      tables.push(tablesOf(node));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  t = await buildTestApp({ database, context: { db: database.db.withPlugin(capture) } });
  auth = (await signedInUser(t.app)).auth;
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('creating an expense', () => {
  it('reads the filed VAT returns once: the check of its date answers locked_by_vat_return too', async () => {
    await createExpense(t.app, auth);
    tables = [];
    const answer = (await createExpense(t.app, auth)) as { locked_by_vat_return: unknown };
    expect(answer.locked_by_vat_return).toBeNull();
    expect(tables.filter((named) => named.includes('filed_periods'))).toHaveLength(1);
  });
});
