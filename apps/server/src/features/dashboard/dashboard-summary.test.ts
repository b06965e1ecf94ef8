// GET dashboard/summary (issue 14; docs/decisions/0304-dashboard-summary.md): every figure equals, to the
// cent, what was made through the real calls, counting only the owner's own records in the business's
// currency, leaving out void invoices, drafts, answered or expired quotations, another currency, another
// user's records and what falls before the last 12 calendar months.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSummary } from '@tradebook/domain/dashboard/dashboard.schemas';
import { getCall, postCall, type Auth } from '../../../test/api-calls';
import { createExpense } from '../../../test/expense-factories';
import { signedInUser } from '../../../test/factories';
import { createInvoice, invoiceExample, paymentBody, postPayment } from '../../../test/invoice-factories';
import { createQuotation, ownerWithClient, workedExample } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

const EUR = 978;
/** Every example document's grand total (invoice-factories.ts). */
const TOTAL = 82.58;

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  // Wednesday 25 November 2026: this month is 2026-11, the chart runs from 2025-12.
  t.setNow(new Date('2026-11-25T10:00:00Z'));
});
afterAll(async () => {
  await t.close();
});

async function ok(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { response: unknown }).response;
}

async function summary(auth: Auth): Promise<DashboardSummary> {
  return (await ok(await getCall(t.app, auth, 'dashboard/summary'))) as DashboardSummary;
}

async function invoice(auth: Auth, clientId: number, overrides: Record<string, unknown> = {}) {
  return createInvoice(t.app, auth, invoiceExample(clientId, overrides));
}

async function pay(auth: Auth, invoiceId: number, amount: number, date: string) {
  await ok(await postPayment(t.app, auth, paymentBody(invoiceId, amount, { submission_date: date })));
}

async function send(auth: Auth, kind: 'invoice' | 'quotation', number: string) {
  await ok(await postCall(t.app, auth, `${kind}/emailSent`, { [`${kind}_number`]: number }));
}

/** A second user's records, which must never appear in the first one's figures. */
async function seedStranger() {
  const { auth, client } = await ownerWithClient(t.app);
  const unpaid = await invoice(auth, client.id, { invoice_date: '2026-11-01' });
  await send(auth, 'invoice', unpaid.invoice_number);
  const paid = await invoice(auth, client.id);
  await pay(auth, paid.id, 50, '2026-11-22');
  await createExpense(t.app, auth, { amount: '500.00', expense_date: '2026-11-02' });
  const quotation = await createQuotation(t.app, auth, workedExample(client.id));
  await send(auth, 'quotation', quotation.quotation_number);
}

describe('GET dashboard/summary', () => {
  it('answers 401 without a token', async () => {
    expect((await getCall(t.app, {}, 'dashboard/summary')).statusCode).toBe(401);
  });

  it('answers zeros and twelve empty months for a new business', async () => {
    const { auth } = await signedInUser(t.app);
    const answer = await summary(auth);
    expect(answer).toMatchObject({
      currency_id: 826,
      currency: '£',
      currency_code: 'GBP',
      today: '2026-11-25',
      outstanding: { amount: 0, count: 0 },
      overdue: { amount: 0, count: 0 },
      paid_this_month: { amount: 0, count: 0 },
      expenses_this_month: { amount: 0, count: 0 },
      quotations_awaiting: { amount: 0, count: 0 },
    });
    expect(answer.months.map((month) => month.month)).toEqual([
      '2025-12',
      ...Array.from({ length: 11 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`),
    ]);
    expect(answer.months.every((month) => month.income === 0 && month.expenses === 0)).toBe(true);
  });

  it('adds up exactly what was invoiced, paid, spent and quoted, and nothing else', async () => {
    await seedStranger();
    const { auth, client } = await ownerWithClient(t.app);

    // Sent, due 15 November: outstanding and overdue in full.
    const overdue = await invoice(auth, client.id, { invoice_date: '2026-11-01' });
    await send(auth, 'invoice', overdue.invoice_number);
    // Part paid this month, due 4 December: outstanding, not overdue.
    const partPaid = await invoice(auth, client.id, { invoice_date: '2026-11-20' });
    await pay(auth, partPaid.id, 30, '2026-11-22');
    // Paid in full in October: income of October only.
    const paid = await invoice(auth, client.id, { invoice_date: '2026-10-01' });
    await pay(auth, paid.id, TOTAL, '2026-10-20');
    // Last year's, part paid then: still outstanding and overdue; its payment is before the chart.
    const old = await invoice(auth, client.id, { invoice_date: '2025-06-01' });
    await pay(auth, old.id, 40.01, '2025-06-10');
    // A draft never sent, due long ago: not asked for yet.
    await invoice(auth, client.id, { invoice_date: '2026-09-01' });
    // Part paid this month, then void: left out of every figure, its payment too.
    const voided = await invoice(auth, client.id, { invoice_date: '2026-11-01' });
    await pay(auth, voided.id, 10, '2026-11-10');
    await ok(await postCall(t.app, auth, 'invoice/change_to_void', { invoice_id: voided.id }));
    // In euros, part paid this month and overdue, saved before documents kept an exchange rate (its rate
    // cleared as such a row has none): another currency without a rate, left out. A document that keeps
    // its rate counts converted (documents/foreign-currency-invoice.test.ts; ADR 0391).
    const euros = await invoice(auth, client.id, {
      invoice_date: '2026-11-01',
      currency_id: EUR,
      exchange_rate: '0.87',
    });
    await pay(auth, euros.id, 20, '2026-11-05');
    await t.ctx.db
      .updateTable('documents')
      .set({ exchange_rate_micro: null })
      .where('id', '=', euros.id)
      .execute();

    await createExpense(t.app, auth, { amount: '12.50', expense_date: '2026-11-20 12:30:00' });
    await createExpense(t.app, auth, { amount: '99.99', expense_date: '2026-11-03' });
    await createExpense(t.app, auth, { amount: '45.00', expense_date: '2026-05-10' });
    await createExpense(t.app, auth, { amount: '5.55', expense_date: '2025-12-01' });
    await createExpense(t.app, auth, { amount: '70.00', expense_date: '2025-11-30' });
    // In euros, saved before expenses kept a rate (its rate cleared): left out. One that keeps its rate
    // counts converted (expenses/expense-foreign-figures.test.ts; ADR 0395).
    const euroExpense = await createExpense(t.app, auth, {
      amount: '30.00',
      expense_date: '2026-11-10',
      currency_id: String(EUR),
      exchange_rate: '0.87',
    });
    await t.ctx.db
      .updateTable('expenses')
      .set({ exchange_rate_micro: null })
      .where('id', '=', euroExpense.id)
      .execute();

    // Sent and open until 19 December: awaiting. Approved, rejected, draft, expired and void: not.
    const awaiting = await createQuotation(t.app, auth, workedExample(client.id));
    await send(auth, 'quotation', awaiting.quotation_number);
    for (const status of ['approved', 'rejected']) {
      const decided = await createQuotation(t.app, auth, workedExample(client.id));
      await send(auth, 'quotation', decided.quotation_number);
      await ok(await postCall(t.app, auth, 'quotation_change_status', { quotation_id: decided.id, status }));
    }
    await createQuotation(t.app, auth, workedExample(client.id));
    const expired = await createQuotation(
      t.app,
      auth,
      workedExample(client.id, { quotation_date: '2026-10-01' }),
    );
    await send(auth, 'quotation', expired.quotation_number);
    const voidQuotation = await createQuotation(t.app, auth, workedExample(client.id));
    await send(auth, 'quotation', voidQuotation.quotation_number);
    await ok(await postCall(t.app, auth, 'quotation_void', { quotation_id: voidQuotation.id }));

    const answer = await summary(auth);
    // 82.58 + (82.58 - 30) + (82.58 - 40.01), in cents.
    expect(answer.outstanding).toEqual({ amount: (8258 + 5258 + 4257) / 100, count: 3 });
    expect(answer.overdue).toEqual({ amount: (8258 + 4257) / 100, count: 2 });
    expect(answer.paid_this_month).toEqual({ amount: 30, count: 1 });
    expect(answer.expenses_this_month).toEqual({ amount: (1250 + 9999) / 100, count: 2 });
    expect(answer.quotations_awaiting).toEqual({ amount: TOTAL, count: 1 });

    const month = (name: string) => answer.months.find((row) => row.month === name);
    expect(month('2026-11')).toEqual({ month: '2026-11', income: 30, expenses: 112.49 });
    expect(month('2026-10')).toEqual({ month: '2026-10', income: TOTAL, expenses: 0 });
    expect(month('2026-05')).toEqual({ month: '2026-05', income: 0, expenses: 45 });
    expect(month('2025-12')).toEqual({ month: '2025-12', income: 0, expenses: 5.55 });
    const cents = (values: number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0);
    expect(cents(answer.months.map((row) => row.income))).toBe(3000 + 8258);
    expect(cents(answer.months.map((row) => row.expenses))).toBe(1250 + 9999 + 4500 + 555);
  });

  it('moves with the calendar: next month starts from zero and the oldest month drops off', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const paid = await invoice(auth, client.id, { invoice_date: '2026-11-20' });
    await pay(auth, paid.id, TOTAL, '2026-11-21');
    await createExpense(t.app, auth, { amount: '5.55', expense_date: '2025-12-01' });
    try {
      t.setNow(new Date('2026-12-01T00:00:00Z'));
      const answer = await summary(auth);
      expect(answer.paid_this_month).toEqual({ amount: 0, count: 0 });
      expect(answer.months[0]?.month).toBe('2026-01');
      expect(answer.months.at(-2)).toEqual({ month: '2026-11', income: TOTAL, expenses: 0 });
      expect(answer.months.at(-1)).toEqual({ month: '2026-12', income: 0, expenses: 0 });
      expect(answer.months.every((month) => month.expenses === 0)).toBe(true);
      expect(answer.outstanding).toEqual({ amount: 0, count: 0 });
    } finally {
      t.setNow(new Date('2026-11-25T10:00:00Z'));
    }
  });
});
