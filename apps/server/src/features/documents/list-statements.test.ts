// A list with a date window nothing has counted yet runs no statement its answer does not need (issue 30,
// docs/decisions/0404-fresh-window-statements.md, 0412-a-window-page-and-its-total-in-one-statement.md): the page reads the owner’s list version and the total
// (or the expense totals) comes from the counts per day after it, without a read of the version of its
// own; an expense search reads its page and sums in one statement (docs/decisions/
// 0405-expense-search-in-one-statement.md), and an expense page reads the filed periods of its rows in the
// same statement (docs/decisions/0424-list-page-locks-in-the-page-statement.md). The answers are those of every other list test; here the statements are counted, as the product
// compiles them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { ownerIdOf, seedClients } from '../../../test/catalogue-seed';
import { signedInUser } from '../../../test/factories';
import { statementTables } from '../../../test/recorded-statements';
import { seedExpenses } from '../../../test/seed-expenses';
import { seedQuotations } from '../../../test/seed-documents';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { trustedOwnerId } from '../../db/owner';

let t: TestApp;
let auth: Auth;
const statements = statementTables();

beforeAll(async () => {
  t = await buildTestApp({ env: { KEPT_LIST_ANSWERS: 'false' }, plugins: [statements.plugin] });
  auth = (await signedInUser(t.app)).auth;
  const owner = trustedOwnerId(await ownerIdOf(t.app, auth));
  const clientIds = await seedClients(t.ctx.db, owner, 3);
  await seedQuotations(t.ctx.db, owner, { count: 60, clientIds, from: '2026-01-01', to: '2026-06-30' });
  await seedExpenses(t.ctx.db, owner, 60);
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** The answer of one call and how many statements it ran. */
async function counted(call: string, body: object) {
  statements.take();
  const res = await postCall(t.app, auth, call, body);
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json() as { pagination: { total: number } }, statements: statements.take().length };
}

describe('a list with a new date window', () => {
  it('reads the quotations’ page and their total from the counts per day in one statement, after the session', async () => {
    const window = { start_date: '2026-02-01', end_date: '2026-03-31', limit: 5 };
    const first = await counted('get_quotation_list_by_user', window);
    expect(first.statements).toBe(2);
    expect(first.body.pagination.total).toBeGreaterThan(10);
    // Asked again: the kept total stands at the version the page reads (no count).
    const again = await counted('get_quotation_list_by_user', { ...window, page: 2 });
    expect(again.statements).toBe(2);
    expect(again.body.pagination.total).toBe(first.body.pagination.total);
  });

  it('reads the expenses’ page, their sums per day and the filed periods of its rows in one statement', async () => {
    const window = { from: '2023-01-01', to: '2024-12-31', limit: 5 };
    const first = await counted('pagination/get_expense_list', window);
    expect(first.statements).toBe(2);
    expect(first.body.pagination.total).toBeGreaterThan(10);
    const again = await counted('pagination/get_expense_list', { ...window, page: 2 });
    expect(again.statements).toBe(2);
    expect(again.body.pagination.total).toBe(first.body.pagination.total);
  });
});

describe('a date window holding nothing', () => {
  it('answers a total of 0: an empty page carries no total, so it is added up on its own', async () => {
    const quotations = await counted('get_quotation_list_by_user', {
      start_date: '2019-01-01',
      end_date: '2019-01-31',
    });
    expect(quotations.statements).toBe(3);
    expect(quotations.body.pagination.total).toBe(0);
    const expenses = await counted('pagination/get_expense_list', { from: '2019-01-01', to: '2019-01-31' });
    expect(expenses.statements).toBe(3);
    expect(expenses.body.pagination.total).toBe(0);
  });
});

describe('an expense search asked for the first time', () => {
  it('reads its page, sums, version and the filed periods of its rows in one statement', async () => {
    const search = { search_text: 'supplies 1', limit: 5, page: 2 };
    const first = await counted('pagination/get_expense_list', search);
    expect(first.statements).toBe(2);
    // 'Harbour Supplies 1' and 1x (seedExpenses names 500 vendors in turn): 11 of the 60.
    expect(first.body.pagination.total).toBe(11);
  });
});
