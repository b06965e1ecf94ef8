// pagination/get_expense_list answers one page (docs/reference/api.md 'Lists answer one page'): 25 expenses
// made through create_expense, five to a day, read page by page. The rows come newest first by expense date,
// then number; every page says the same count and totals, which add up every matching expense.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Auth } from '../../../test/api-calls';
import { createExpense, expensePage } from '../../../test/expense-factories';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let auth: Auth;
const COUNT = 25;
const DAYS = ['2026-06-03', '2026-07-14', '2026-08-01', '2026-09-30', '2026-10-31'];

interface Made {
  expense_no: string;
  expense_date: string;
  category_id: number;
  amountCents: number;
}
const made: Made[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  auth = (await signedInUser(t.app)).auth;
  // Made out of date order (the days go round), so the order by date is not the order of creation.
  for (let i = 0; i < COUNT; i += 1) {
    const date = DAYS[(i * 3) % DAYS.length] as string;
    const categoryId = i % 2 === 0 ? 4 : 17; // Fuel, Travel
    const amountCents = 1000 + i * 101;
    const expense = await createExpense(t.app, auth, {
      expense_date: date,
      category_id: String(categoryId),
      vendor: i % 5 === 0 ? 'Station Garage' : `Parts Depot ${i}`,
      amount: (amountCents / 100).toFixed(2),
    });
    made.push({ expense_no: expense.expense_no, expense_date: date, category_id: categoryId, amountCents });
  }
});
afterAll(async () => {
  await t.close();
});

const newestFirst = (a: Made, b: Made) =>
  b.expense_date.localeCompare(a.expense_date) || b.expense_no.localeCompare(a.expense_no);
const numbersOf = (page: { response: { data: Array<{ expense_no: string }> } }) =>
  page.response.data.map((row) => row.expense_no);
const centsOf = (rows: Made[]) => rows.reduce((sum, row) => sum + row.amountCents, 0);

describe('pagination/get_expense_list, page by page', () => {
  it('answers pages of 10 (10, 10, 5) with the same count and totals on each', async () => {
    const totals = [
      { currency_id: 826, currency: '£', currency_code: 'GBP', count: COUNT, amount: centsOf(made) / 100 },
    ];
    const sizes: number[] = [];
    for (const page of [1, 2, 3]) {
      const answer = await expensePage(t.app, auth, { page });
      expect(answer).toMatchObject({ status: 1, message: 'Success' });
      sizes.push(answer.response.data.length);
      expect(answer.pagination).toEqual({ current_page: page, last_page: 3, per_page: 10, total: COUNT });
      // Where the spec reads them (response.current_page, last_page) and beside them.
      expect(answer.response).toMatchObject({ current_page: page, last_page: 3, per_page: 10, total: COUNT });
      expect(answer.response.totals).toEqual(totals);
    }
    expect(sizes).toEqual([10, 10, 5]);

    const beyond = await expensePage(t.app, auth, { page: 4 });
    expect(beyond.response.data).toEqual([]);
    expect(beyond.pagination).toEqual({ current_page: 4, last_page: 3, per_page: 10, total: COUNT });
    expect(beyond.response.totals).toEqual(totals);
  });

  it('answers every expense once over the pages, newest first by date, then by number', async () => {
    const seen: string[] = [];
    for (const page of [1, 2, 3]) seen.push(...numbersOf(await expensePage(t.app, auth, { page })));
    expect(new Set(seen).size).toBe(COUNT);
    expect(seen).toEqual([...made].sort(newestFirst).map((row) => row.expense_no));
    // The first page starts on the latest day, its five expenses from the highest number down.
    expect(seen.slice(0, 5)).toEqual(['EXP-000024', 'EXP-000019', 'EXP-000014', 'EXP-000009', 'EXP-000004']);

    const rows = (await expensePage(t.app, auth, { page: 1 })).response.data;
    const dates = rows.map((row: { expense_date: string }) => row.expense_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("answers the oldest first with order 'asc', the exact reverse", async () => {
    const ascending: string[] = [];
    for (const page of [1, 2, 3])
      ascending.push(...numbersOf(await expensePage(t.app, auth, { page, order: 'asc' })));
    expect(ascending).toEqual(
      [...made]
        .sort(newestFirst)
        .reverse()
        .map((row) => row.expense_no),
    );
    // 'desc' and a blank order are the default.
    expect(numbersOf(await expensePage(t.app, auth, { order: '' }))).toEqual(
      numbersOf(await expensePage(t.app, auth, { order: 'desc' })),
    );
  });

  it('takes a limit, and pages the filtered and searched rows the same way', async () => {
    const byFour = await expensePage(t.app, auth, { limit: 4, page: 7 });
    expect(numbersOf(byFour)).toEqual([[...made].sort(newestFirst).at(-1)?.expense_no]);
    expect(byFour.pagination).toEqual({ current_page: 7, last_page: 7, per_page: 4, total: COUNT });

    // Travel (the odd ones, 12 of them) from August on: 3 a page.
    const filters = { category_id: 17, from: '2026-08-01' };
    const travel = made
      .filter((row) => row.category_id === 17 && row.expense_date >= '2026-08-01')
      .sort(newestFirst);
    expect(travel.length).toBeGreaterThan(3);
    const lastPage = Math.ceil(travel.length / 3);
    const seen: string[] = [];
    for (let page = 1; page <= lastPage; page += 1) {
      const answer = await expensePage(t.app, auth, { ...filters, limit: 3, page });
      expect(answer.pagination).toEqual({
        current_page: page,
        last_page: lastPage,
        per_page: 3,
        total: travel.length,
      });
      expect(answer.response.totals).toEqual([
        expect.objectContaining({
          currency_code: 'GBP',
          count: travel.length,
          amount: centsOf(travel) / 100,
        }),
      ]);
      seen.push(...numbersOf(answer));
    }
    expect(seen).toEqual(travel.map((row) => row.expense_no));

    // A search with a filter, paged: the Station Garage fuel (every tenth made: 0, 10, 20).
    const garage = made.filter((_, i) => i % 10 === 0).sort(newestFirst);
    const first = await expensePage(t.app, auth, { search_text: 'station', category_id: '4', limit: 2 });
    const second = await expensePage(t.app, auth, {
      search_text: 'station',
      category_id: '4',
      limit: 2,
      page: 2,
    });
    expect([...numbersOf(first), ...numbersOf(second)]).toEqual(garage.map((row) => row.expense_no));
    expect(first.pagination).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
  });
});
