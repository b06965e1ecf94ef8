// A business with four years of records: 100,000 invoices (with their payments) and 100,000 expenses,
// seeded straight into the database, plus quotations and another user's records. The summary answers
// the same figures as adding up every row here, in cents. Nothing here is timed: the timings and query
// plans are in docs/decisions/0304-dashboard-summary.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMonths, type DashboardSummary } from '@tradebook/domain/dashboard/dashboard.schemas';
import { getResponse, type Auth } from '../../../test/api-calls';
import { ownerIdOf, seedClients } from '../../../test/catalogue-seed';
import { signedInUser } from '../../../test/factories';
import { seedInvoices, seedQuotations } from '../../../test/seed-documents';
import { seedExpenses } from '../../../test/seed-expenses';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { trustedOwnerId, type OwnerId } from '../../db/owner';

const INVOICES = 100_000;
const EXPENSES = 100_000;
const QUOTATIONS = 2_000;
const TODAY = '2026-11-25';

let t: TestApp;
let auth: Auth;
let owner: OwnerId;

async function seedBusiness(user: OwnerId, invoices: number, expenses: number) {
  const clientIds = await seedClients(t.ctx.db, user, 20);
  const range = { clientIds, from: '2022-12-01', to: TODAY, linesPerDocument: 1 };
  await seedInvoices(t.ctx.db, user, { ...range, count: invoices });
  await seedQuotations(t.ctx.db, user, { ...range, count: QUOTATIONS });
  // Every seventh expense is in euros, left out of the figures.
  await seedExpenses(t.ctx.db, user, expenses, (index) => ({
    expense_date: new Date(Date.parse('2022-12-01') + (index % 1456) * 86_400_000).toISOString().slice(0, 10),
    currency_id: index % 7 === 0 ? 978 : 826,
  }));
  // Quotations in every state: a third sent, a third pending, the rest approved.
  const rows = await t.ctx.db
    .selectFrom('documents')
    .select('id')
    .where('user_id', '=', user)
    .where('kind', '=', 'quotation')
    .execute();
  for (const [slot, status] of ['sent', 'pending', 'approved'].entries()) {
    const ids = rows.filter((_, index) => index % 3 === slot).map((row) => Number(row.id));
    for (let at = 0; at < ids.length; at += 500)
      await t.ctx.db
        .updateTable('documents')
        .set({ status })
        .where('id', 'in', ids.slice(at, at + 500))
        .execute();
  }
  // Every hundredth invoice is in euros, left out of the figures.
  await t.ctx.db
    .updateTable('documents')
    .set({ currency_id: 978 })
    .where('user_id', '=', user)
    .where('kind', '=', 'invoice')
    .where('number', 'like', '%00')
    .execute();
}

beforeAll(async () => {
  t = await buildTestApp();
  t.setNow(new Date(`${TODAY}T12:00:00Z`));
  auth = (await signedInUser(t.app)).auth;
  owner = trustedOwnerId(await ownerIdOf(t.app, auth));
  const stranger = await signedInUser(t.app);
  await seedBusiness(trustedOwnerId(await ownerIdOf(t.app, stranger.auth)), 2_000, 2_000);
  await seedBusiness(owner, INVOICES, EXPENSES);
}, 600_000);
afterAll(async () => {
  await t.close();
});

/** The figures added up here, row by row, from every record of the owner. */
async function expectedFigures() {
  const db = t.ctx.db;
  const documents = await db.selectFrom('documents').selectAll().where('user_id', '=', owner).execute();
  const payments = await db.selectFrom('payments').selectAll().where('user_id', '=', owner).execute();
  const expenses = await db.selectFrom('expenses').selectAll().where('user_id', '=', owner).execute();
  const months = lastMonths(TODAY);
  const mine = (row: { currency_id: number }) => Number(row.currency_id) === 826;
  const open = documents.filter(
    (row) =>
      row.kind === 'invoice' &&
      Number(row.is_void) === 0 &&
      ['sent', 'partpaid'].includes(row.status) &&
      mine(row),
  );
  const due = (row: (typeof open)[number]) => Math.max(0, Number(row.total_minor) - Number(row.paid_minor));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const overdue = open.filter((row) => row.due_date < TODAY);
  const awaiting = documents.filter(
    (row) =>
      row.kind === 'quotation' &&
      Number(row.is_void) === 0 &&
      ['sent', 'pending'].includes(row.status) &&
      mine(row) &&
      row.due_date >= TODAY,
  );
  const counted = new Map(
    documents.filter((row) => Number(row.is_void) === 0 && mine(row)).map((row) => [Number(row.id), row]),
  );
  const income = (month: string) =>
    sum(
      payments
        .filter((row) => counted.has(Number(row.document_id)) && row.payment_date.startsWith(month))
        .map((row) => Number(row.amount_minor)),
    );
  const spent = (month: string) =>
    sum(
      expenses
        .filter((row) => mine(row) && row.expense_date.startsWith(month))
        .map((row) => Number(row.amount_minor)),
    );
  return {
    outstanding: { amount: sum(open.map(due)) / 100, count: open.length },
    overdue: { amount: sum(overdue.map(due)) / 100, count: overdue.length },
    quotations_awaiting: {
      amount: sum(awaiting.map((row) => Number(row.total_minor))) / 100,
      count: awaiting.length,
    },
    months: months.map((month) => ({ month, income: income(month) / 100, expenses: spent(month) / 100 })),
  };
}

describe(`the summary of ${INVOICES.toLocaleString('en')} invoices and ${EXPENSES.toLocaleString('en')} expenses`, () => {
  it('answers every figure exactly as the rows add up', async () => {
    const answer = (await getResponse(t.app, auth, 'dashboard/summary')) as DashboardSummary;
    const expected = await expectedFigures();
    expect(expected.outstanding.count).toBeGreaterThan(30_000);
    expect(expected.quotations_awaiting.count).toBeGreaterThan(0);
    expect(answer).toMatchObject(expected);
    expect(answer.paid_this_month.amount).toBe(expected.months.at(-1)?.income);
    expect(answer.expenses_this_month.amount).toBe(expected.months.at(-1)?.expenses);
  });
});
