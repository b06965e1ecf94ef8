// Expenses in another currency count in the business's figures at the rate they keep
// (docs/decisions/0395-expenses-in-a-foreign-currency.md): the profit and loss, the income tax, the VAT
// return and the expenses behind its boxes, the period pack's profit and loss and the dashboard, each
// expense's amounts converted to the cent (half away from zero) before they are added; an expense in
// another currency saved before rates were kept has none and stays out. On SQLite, and on PostgreSQL
// with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getCall, type Auth } from '../../../test/api-calls';
import { DOLLAR_RATE, ukBusinessWithUsClient } from '../../../test/dollar-invoices';
import { EUR, USD } from '../../../test/einvoice-business';
import { createExpense } from '../../../test/expense-factories';
import { reportCall } from '../../../test/report-seed';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { trustedOwnerId } from '../../db/owner';
import { profitAndLossLines } from '../period-pack/pack-figures';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

let t: TestApp;
let auth: Auth;
let ownerId: number;
const DECEMBER = { from: '2026-12-01', to: '2026-12-31' };
const TRAVEL = '17';

// Today 2026-12-10. In December, all Travel:
// A $120.00 with $20.00 VAT to reclaim at 0.793457: gross £95.21 (95.21484), net and cost £79.35
//   (79.3457), VAT £15.87 (15.86914);
// B £30.00 with £5.00 VAT to reclaim: net and cost £25.00;
// E €10.01 without VAT at 0.5: £5.01 (5.005, half away from zero);
// L $50.00 in dollars with no rate kept (an older record): left out.
beforeAll(async () => {
  t = await buildTestApp();
  t.setNow(new Date('2026-12-10T10:00:00Z'));
  ({ auth } = await ukBusinessWithUsClient(t));
  const expense = (fields: Record<string, string>) =>
    createExpense(t.app, auth, { category_id: TRAVEL, expense_date: '2026-12-02', ...fields });
  const dollars = await expense({
    currency_id: String(USD),
    exchange_rate: DOLLAR_RATE,
    amount: '120.00',
    vat: '20.00',
  });
  await expense({ amount: '30.00', vat: '5.00' });
  await expense({
    currency_id: String(EUR),
    exchange_rate: '0.5',
    amount: '10.01',
    expense_date: '2026-12-03',
  });
  const legacy = await expense({ currency_id: String(USD), exchange_rate: DOLLAR_RATE, amount: '50.00' });
  await t.ctx.db
    .updateTable('expenses')
    .set({ exchange_rate_micro: null })
    .where('id', '=', legacy.id)
    .execute();
  ownerId = Number(
    (
      await t.ctx.db
        .selectFrom('expenses')
        .select('user_id')
        .where('id', '=', dollars.id)
        .executeTakeFirstOrThrow()
    ).user_id,
  );
});
afterAll(async () => {
  await t.close();
});

describe('expenses in another currency in the business figures', () => {
  it('the profit and loss and the income tax count each cost converted', async () => {
    const pnl = await reportCall(t, auth, 'reports/profit_and_loss', DECEMBER);
    // 79.35 + 25.00 + 5.01.
    expect(pnl.months).toEqual([{ month: '2026-12', income: 0, expenses: 109.36, profit: -109.36 }]);
    const tax = await reportCall(t, auth, 'reports/income_tax', { tax_year: 2026 });
    expect(tax.allowable_expenses).toBe(109.36);
  });

  it('the VAT return and the expenses behind boxes 4 and 7', async () => {
    const vat = await reportCall(t, auth, 'tax/vat_return', DECEMBER);
    expect(vat.boxes).toMatchObject({ box4: 20.87, box7: 109.36 });
    const box4 = await reportCall(t, auth, 'tax/vat_return_documents', { ...DECEMBER, box: 4 });
    expect(box4.documents).toEqual([
      expect.objectContaining({ type: 'expense', net: 79.35, vat: 15.87, gross: 95.21 }),
      expect.objectContaining({ type: 'expense', net: 25, vat: 5, gross: 30 }),
    ]);
    const box7 = await reportCall(t, auth, 'tax/vat_return_documents', { ...DECEMBER, box: 7 });
    expect(box7.documents.map((line: { net: number }) => line.net)).toEqual([79.35, 25, 5.01]);
  });

  it("the period pack's profit and loss and the dashboard's spending", async () => {
    const lines = await profitAndLossLines(t.ctx, trustedOwnerId(ownerId), DECEMBER);
    expect(lines[0]).toEqual({ month: '2026-12', incomeMinor: 0, costsMinor: 10_936 });
    const res = await getCall(t.app, auth, 'dashboard/summary');
    expect(res.statusCode, res.body).toBe(200);
    // Gross: 95.21 + 30.00 + 5.01.
    expect(res.json().response.expenses_this_month).toEqual({ amount: 130.22, count: 3 });
  });
});
