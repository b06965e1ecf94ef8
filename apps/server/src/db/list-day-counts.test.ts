// The counts per day that answer a date-window list's totals (migration 20261208T0400-list-day-counts,
// docs/decisions/0387-list-totals-from-day-counts.md): kept by triggers through every kind of write, equal
// to the rows themselves, and the lists' totals read from them stay exact.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Auth } from '../../test/api-calls';
import { postCall } from '../../test/api-calls';
import { ownerIdOf, seedClients } from '../../test/catalogue-seed';
import { expensePage } from '../../test/expense-factories';
import { signedInUser } from '../../test/factories';
import { seedQuotations } from '../../test/seed-documents';
import { defaultExpense, seedExpenses } from '../../test/seed-expenses';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { trustedOwnerId, type OwnerId } from './owner';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function seededOwner(): Promise<{ auth: Auth; owner: OwnerId }> {
  const { auth } = await signedInUser(t.app);
  const owner = trustedOwnerId(await ownerIdOf(t.app, auth));
  await seedQuotations(t.ctx.db, owner, {
    count: 60,
    clientIds: await seedClients(t.ctx.db, owner, 2),
    from: '2026-01-01',
    to: '2026-03-31',
  });
  await seedExpenses(t.ctx.db, owner, 60, (index) => ({
    ...defaultExpense(index, 60),
    expense_date: `2026-0${1 + (index % 3)}-${String(1 + (index % 28)).padStart(2, '0')}`,
    currency_id: index % 4 === 0 ? 978 : 826,
  }));
  return { auth, owner };
}

/** The counters and what they count, both as sorted text, for one owner. */
async function countersAndRows(owner: OwnerId) {
  const text = (rows: object[]) => rows.map((row) => Object.values(row).map(String).join(' ')).sort();
  const [counted = [], documents = [], summed = [], expenses = []] = await Promise.all(
    [
      sql<object>`select kind, day, count from document_day_counts where user_id = ${owner} and count <> 0`,
      sql<object>`select kind, document_date, count(*) from documents where user_id = ${owner}
      group by kind, document_date`,
      sql<object>`select day, currency_id, count, amount_minor from expense_day_sums
      where user_id = ${owner} and count <> 0`,
      sql<object>`select expense_date, currency_id, count(*), sum(amount_minor) from expenses
      where user_id = ${owner} group by expense_date, currency_id`,
    ].map(async (query) => text((await query.execute(t.ctx.db)).rows)),
  );
  return { counted, documents, summed, expenses };
}

describe('counts per day', () => {
  it('follow every insert, change of date, kind, currency or amount, and delete', async () => {
    const { owner } = await seededOwner();
    const other = await seededOwner();
    await sql`update documents set document_date = '2026-02-14' where user_id = ${owner} and id % 3 = 0`.execute(
      t.ctx.db,
    );
    await sql`update documents set status = 'sent' where user_id = ${owner} and id % 5 = 0`.execute(t.ctx.db);
    await sql`update documents set kind = 'invoice' where user_id = ${owner} and id % 11 = 0`.execute(
      t.ctx.db,
    );
    await sql`delete from documents where user_id = ${owner} and id % 7 = 0`.execute(t.ctx.db);
    await sql`update expenses set expense_date = '2026-02-14', amount_minor = amount_minor + 1
      where user_id = ${owner} and id % 3 = 0`.execute(t.ctx.db);
    await sql`update expenses set currency_id = 840 where user_id = ${owner} and id % 5 = 0`.execute(
      t.ctx.db,
    );
    await sql`update expenses set vendor = 'Renamed' where user_id = ${owner} and id % 2 = 0`.execute(
      t.ctx.db,
    );
    await sql`delete from expenses where user_id = ${owner} and id % 7 = 0`.execute(t.ctx.db);

    for (const who of [owner, other.owner]) {
      const { counted, documents, summed, expenses } = await countersAndRows(who);
      expect(counted.length).toBeGreaterThan(10);
      expect(counted).toEqual(documents);
      expect(summed).toEqual(expenses);
    }
  });

  it('answer exact totals for a date window, and step aside for any other filter', async () => {
    const { auth, owner } = await seededOwner();
    await sql`delete from documents where user_id = ${owner} and id % 4 = 0`.execute(t.ctx.db);
    const window = { start_date: '2026-02-01', end_date: '2026-02-28' };
    const { rows } = await sql<{ count: unknown }>`select count(*) as count from documents
      where user_id = ${owner} and kind = 'quotation' and document_date between '2026-02-01' and '2026-02-28'`.execute(
      t.ctx.db,
    );
    const inFebruary = Number(rows[0]?.count);
    expect(inFebruary).toBeGreaterThan(5);
    const listed = await postCall(t.app, auth, 'get_quotation_list_by_user', { ...window, limit: 2 });
    expect(listed.json().pagination.total).toBe(inFebruary);
    const drafts = await postCall(t.app, auth, 'get_quotation_list_by_user', {
      ...window,
      status: 'draft',
      limit: 200,
    });
    expect(drafts.json().pagination.total).toBe(drafts.json().response.length);

    const expenses = await expensePage(t.app, auth, { from: '2026-02-01', to: '2026-02-28', limit: 200 });
    const euros = await expensePage(t.app, auth, {
      from: '2026-02-01',
      to: '2026-02-28',
      currency_id: 978,
      limit: 200,
    });
    const byCurrency = (rows: Array<{ currency_id: number; amount: number }>) =>
      Object.fromEntries(
        [...new Set(rows.map((row) => row.currency_id))].map((currency) => [
          currency,
          rows.filter((row) => row.currency_id === currency).length,
        ]),
      );
    expect(expenses.response.total).toBe(expenses.response.data.length);
    expect(byCurrency(expenses.response.data)).toEqual(
      Object.fromEntries(
        expenses.response.totals.map((row: { currency_id: number; count: number }) => [
          row.currency_id,
          row.count,
        ]),
      ),
    );
    expect(euros.response.total).toBe(euros.response.data.length);
    expect(euros.response.totals.map((row: { currency_id: number }) => row.currency_id)).toEqual([978]);
  });

  it('answer the amounts of a window in one currency, of several, and of none left', async () => {
    const { auth, owner } = await seededOwner();
    type Listed = { currency_id: number; amount: number };
    type Total = { currency_id: number; count: number; amount: number };
    // The totals the page's own rows add up to (a window of at most 200 rows is one page).
    const addedUp = (rows: Listed[]) =>
      [...new Set(rows.map((row) => row.currency_id))].sort().map((currency) => {
        const mine = rows.filter((row) => row.currency_id === currency);
        const cents = mine.reduce((sum, row) => sum + Math.round(row.amount * 100), 0);
        return { currency_id: currency, count: mine.length, amount: cents / 100 };
      });
    const totalsOf = async (from: string, to: string) => {
      const page = await expensePage(t.app, auth, { from, to, limit: 200 });
      const totals = (page.response.totals as Total[]).map(({ currency_id, count, amount }) => ({
        currency_id,
        count,
        amount,
      }));
      expect(totals).toEqual(addedUp(page.response.data));
      return totals;
    };
    // Pounds and euros in February; the pounds only on 2 February (index 1 is in February, not a euro).
    expect((await totalsOf('2026-02-01', '2026-02-28')).map((row) => row.currency_id)).toEqual([826, 978]);
    const poundsOnly = await totalsOf('2026-02-02', '2026-02-02');
    expect(poundsOnly.map((row) => row.currency_id)).toEqual([826]);

    // A day whose only expenses are deleted keeps its counter at 0: the window then totals nothing.
    await sql`delete from expenses where user_id = ${owner} and expense_date = '2026-02-02'`.execute(
      t.ctx.db,
    );
    expect(await totalsOf('2026-02-02', '2026-02-02')).toEqual([]);
    // Beside a currency still counted, a counter at 0 of another answers no line of its own.
    await sql`delete from expenses where user_id = ${owner} and expense_date between '2026-02-01' and '2026-02-28'
      and currency_id = 978`.execute(t.ctx.db);
    expect((await totalsOf('2026-02-01', '2026-02-28')).map((row) => row.currency_id)).toEqual([826]);
  });
});
