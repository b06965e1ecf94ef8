// The statements of one expense create (issue 30, docs/decisions/0415-a-creates-statements-counted.md):
// the save refuses a date a filed VAT return holds (assertOpenForVat), so the answer's
// locked_by_vat_return is not read again; the business's currency and plan come with the session, and a
// plan the monthly limit does not apply to needs no count of the month's expenses before the create
// (docs/decisions/0437-an-expense-create-reads-its-plan-once.md). The answers are those of
// create-expense.test.ts; a date in a filed period is refused as before (expense-vat-lock tests), and the
// limit as before (expense-limit tests).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Auth } from '../../../test/api-calls';
import { createExpense } from '../../../test/expense-factories';
import { signedInUser } from '../../../test/factories';
import { compiledStatements, statementsNaming } from '../../../test/recorded-statements';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let auth: Auth;
const statements = compiledStatements();

beforeAll(async () => {
  t = await buildTestApp({ plugins: [statements.plugin] });
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
    expect(statementsNaming(statements.take(), 'filed_periods')).toHaveLength(1);
  });

  it('reads the user once, in the token check, and counts no credits on a plan without the limit', async () => {
    statements.take();
    await createExpense(t.app, auth);
    const compiled = statements.take();
    // A new account is in its free usage: the monthly limit does not apply, so the early check counts
    // nothing; the credit is still taken with the number, in the create's own statement.
    expect(statementsNaming(compiled, 'users')).toEqual([
      expect.objectContaining({ sql: expect.stringMatching(/\bsessions\b/) }),
    ]);
    const credits = statementsNaming(compiled, 'expense_credits');
    expect(credits).toHaveLength(1);
    expect(credits[0]?.sql).toMatch(/^(with|insert)\b/i);
  });
});
