// A business with years of expenses: 40,000 (seeded straight into the database) answer their first and
// last page, a search that matches one in ten, a rare one, and a filtered range, with exact totals over
// every matching expense.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Auth } from '../../../test/api-calls';
import { ownerIdOf } from '../../../test/catalogue-seed';
import { expensePage } from '../../../test/expense-factories';
import { signedInUser } from '../../../test/factories';
import { defaultExpense, seedExpenses, type SeedExpense } from '../../../test/seed-expenses';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { trustedOwnerId } from '../../db/owner';

const COUNT = 40_000;

let t: TestApp;
let auth: Auth;
let seeded: SeedExpense[];

/** One expense in ten is at North Plumbing; one in eight is paid in euros. */
const make = (index: number): SeedExpense => ({
  ...defaultExpense(index, COUNT),
  vendor: index % 10 === 0 ? `North Plumbing ${index}` : `Harbour Joinery ${index}`,
  currency_id: index % 8 === 0 ? 978 : 826,
});

beforeAll(async () => {
  t = await buildTestApp();
  auth = (await signedInUser(t.app)).auth;
  const owner = trustedOwnerId(await ownerIdOf(t.app, auth));
  await seedExpenses(t.ctx.db, owner, COUNT, make);
  seeded = Array.from({ length: COUNT }, (_, index) => make(index));
}, 180_000);
afterAll(async () => {
  await t.close();
});

const numbers = (answer: { response: { data: Array<{ expense_no: string }> } }) =>
  answer.response.data.map((row) => row.expense_no);

/** The totals the list should answer for `rows`, added up here in cents. */
function expectedTotals(rows: SeedExpense[]) {
  const sums = new Map<number, { count: number; cents: number }>();
  for (const row of rows) {
    const sum = sums.get(row.currency_id) ?? { count: 0, cents: 0 };
    sums.set(row.currency_id, { count: sum.count + 1, cents: sum.cents + row.amount_minor });
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a - b)
    .map(([currencyId, sum]) =>
      expect.objectContaining({ currency_id: currencyId, count: sum.count, amount: sum.cents / 100 }),
    );
}

describe(`a list of ${COUNT.toLocaleString('en')} expenses`, () => {
  it('answers its first page and its last, with the totals of them all', async () => {
    const first = await expensePage(t.app, auth, {});
    expect(first.pagination).toEqual({ current_page: 1, last_page: 4000, per_page: 10, total: COUNT });
    expect(numbers(first)[0]).toBe('EXP-040000');
    expect(numbers(first)).toHaveLength(10);
    expect(first.response.totals).toEqual(expectedTotals(seeded));
    const last = await expensePage(t.app, auth, { page: 4000 });
    expect(numbers(last).at(-1)).toBe('EXP-000001');
    const oldest = await expensePage(t.app, auth, { order: 'asc', limit: 200 });
    expect(numbers(oldest).slice(0, 3)).toEqual(['EXP-000001', 'EXP-000002', 'EXP-000003']);
  });

  it('answers a search that matches one expense in ten, page by page', async () => {
    const first = await expensePage(t.app, auth, { search_text: 'plumbing', limit: 200 });
    expect(first.pagination.total).toBe(COUNT / 10);
    const rows = first.response.data as Array<{ vendor: string }>;
    expect(rows.every((row) => row.vendor.startsWith('North Plumbing'))).toBe(true);
    expect(first.response.totals).toEqual(expectedTotals(seeded.filter((_, index) => index % 10 === 0)));
    const second = await expensePage(t.app, auth, { search_text: 'plumbing', limit: 200, page: 2 });
    expect(new Set([...numbers(first), ...numbers(second)]).size).toBe(400);
  });

  it('answers a rare search, and a range of one category and currency', async () => {
    expect(numbers(await expensePage(t.app, auth, { search_text: 'exp-012345' }))).toEqual(['EXP-012345']);
    const filters = { from: '2026-05-01', to: '2026-10-31', category_id: 7, currency_id: 826 };
    const matching = seeded.filter(
      (row) =>
        row.expense_date >= filters.from &&
        row.expense_date <= filters.to &&
        row.category_id === 7 &&
        row.currency_id === 826,
    );
    expect(matching.length).toBeGreaterThan(100);
    const range = await expensePage(t.app, auth, filters);
    expect(range.pagination.total).toBe(matching.length);
    expect(range.response.totals).toEqual(expectedTotals(matching));
    expect(range.response.data.every((row: { category_id: number }) => row.category_id === 7)).toBe(true);
  });
});
