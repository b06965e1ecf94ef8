// The statements of one expense create (issue 30, docs/decisions/0415-a-creates-statements-counted.md):
// the save refuses a date a filed VAT return holds (assertOpenForVat), so the answer's
// locked_by_vat_return is not read again. The answers are those of create-expense.test.ts; a date in a
// filed period is refused as before (expense-vat-lock tests).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Auth } from '../../../test/api-calls';
import { createExpense } from '../../../test/expense-factories';
import { signedInUser } from '../../../test/factories';
import { statementTables } from '../../../test/recorded-statements';
import { createTestDatabase } from '../../../test/test-database';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let auth: Auth;
const statements = statementTables();

beforeAll(async () => {
  const database = await createTestDatabase();
  t = await buildTestApp({ database, context: { db: database.db.withPlugin(statements.plugin) } });
  auth = (await signedInUser(t.app)).auth;
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('creating an expense', () => {
  it('reads the filed VAT returns once: the check of its date answers locked_by_vat_return too', async () => {
    await createExpense(t.app, auth);
    statements.take();
    const answer = (await createExpense(t.app, auth)) as { locked_by_vat_return: unknown };
    expect(answer.locked_by_vat_return).toBeNull();
    expect(statements.take().filter((named) => named.includes('filed_periods'))).toHaveLength(1);
  });
});
