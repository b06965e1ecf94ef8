// The VAT return of a quarter worked by hand (docs/decisions/0365-vat-return.md), through the real calls on
// the real database: invoices at 20 %, 5 % and 0 %, a draft left out, a credit note, part payments across
// the quarter's end, expenses with reclaimable and non-reclaimable VAT; on the invoice basis, the cash
// basis and the flat-rate scheme.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { issueCreditNote, sentInvoice } from '../../../test/credit-note-factories';
import { createExpense } from '../../../test/expense-factories';
import { createInvoice, invoiceExample, postPayment, paymentBody } from '../../../test/invoice-factories';
import { ownerWithClient } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let auth: Auth;
beforeAll(async () => {
  t = await buildTestApp();
  t.setNow(new Date('2027-04-12T09:00:00Z'));
  const owner = await ownerWithClient(t.app);
  auth = owner.auth;
  const invoice = (date: string, net: number, rate: number) => ({
    invoice_date: date,
    discount_type: 'amount',
    discount_value: 0,
    vat_percent: rate,
    tax1_percent: 0,
    invoice_items: [{ name: 'Work', description: '', quantity: 1, unit_price: net, type: 'service' }],
  });
  // A: 1,000.00 + 20 % = 1,200.00; B: 400.00 + 5 % = 420.00; C: 300.00 at 0 %; D: the quarter before.
  const a = await sentInvoice(t.app, auth, owner.client.id, invoice('2027-01-10', 1000, 20));
  const b = await sentInvoice(t.app, auth, owner.client.id, invoice('2027-02-01', 400, 5));
  const c = await sentInvoice(t.app, auth, owner.client.id, invoice('2027-03-15', 300, 0));
  const d = await sentInvoice(t.app, auth, owner.client.id, invoice('2026-12-20', 500, 20));
  // A draft is not a supply: left out.
  await createInvoice(t.app, auth, invoiceExample(owner.client.id, invoice('2027-02-02', 999, 20)));
  const pay = async (id: number, amount: number, date: string) => {
    const res = await postPayment(t.app, auth, paymentBody(id, amount, { submission_date: date }));
    expect(res.statusCode, res.body).toBe(200);
  };
  await pay(d.id, 300, '2027-01-20');
  await pay(a.id, 600, '2027-02-15');
  await pay(b.id, 420, '2027-03-31');
  await pay(c.id, 300, '2027-04-02');
  await pay(a.id, 480, '2027-04-10');
  // A credit note of 100.00 + 20 % on A, after its part payment: it lowers what A still asks for.
  const [line] = a.invoice_items;
  await issueCreditNote(t.app, auth, {
    invoice_id: a.id,
    credit_note_date: '2027-03-20',
    credit_note_items: [{ item_id: line?.item_id, quantity: 1, unit_price: 100 }],
  });
  await createExpense(t.app, auth, { expense_date: '2027-01-05', amount: '60.00', vat: '10.00' });
  await createExpense(t.app, auth, {
    expense_date: '2027-02-10',
    amount: '48.00',
    vat: '8.00',
    vat_reclaimable: '0',
  });
  await createExpense(t.app, auth, { expense_date: '2027-03-01', amount: '30.00' });
  await createExpense(t.app, auth, { expense_date: '2027-04-05', amount: '12.00', vat: '2.00' });
  // About 20 real calls, e-mails among them: a busy runner needs longer than the default hook time.
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function vatReturn(body: object) {
  const res = await postCall(t.app, auth, 'tax/vat_return', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response;
}
const settings = (body: object) => postCall(t.app, auth, 'tax/update_settings', body);
const Q1 = { from: '2027-01-01', to: '2027-03-31' };

describe('the VAT return of a quarter', () => {
  it('invoice basis: 200.00 due, 10.00 reclaimed, 190.00 to pay; sales 1,600, purchases 120', async () => {
    const answer = await vatReturn(Q1);
    expect(answer).toMatchObject({
      ...Q1,
      period_key: '27Q3',
      accounting_basis: 'invoice',
      currency_code: 'GBP',
    });
    expect(answer.boxes).toEqual({
      box1: 200,
      box2: 0,
      box3: 200,
      box4: 10,
      box5: 190,
      box6: 1600,
      box7: 120,
      box8: 0,
      box9: 0,
    });
    expect(answer.sales_by_rate).toEqual([
      { rate: 20, net: 900, vat: 180, count: 2 },
      { rate: 5, net: 400, vat: 20, count: 1 },
      { rate: 0, net: 300, vat: 0, count: 1 },
    ]);
    expect(answer.purchases_by_rate).toEqual([
      { rate: 20, net: 90, vat: 10, count: 2 },
      { rate: 0, net: 30, vat: 0, count: 1 },
    ]);
    expect(answer.hmrc).toEqual({
      periodKey: '27Q3',
      vatDueSales: 200,
      vatDueAcquisitions: 0,
      totalVatDue: 200,
      vatReclaimedCurrPeriod: 10,
      netVatDue: 190,
      totalValueSalesExVAT: 1600,
      totalValuePurchasesExVAT: 120,
      totalValueGoodsSuppliedExVAT: 0,
      totalAcquisitionsExVAT: 0,
      finalised: false,
    });
  });

  it('cash basis: payments carry their share of the VAT, across the quarter’s end', async () => {
    await settings({ accounting_basis: 'cash' });
    // A 600.00 of 1,200.00: 100.00; D 300.00 of 600.00: 50.00; B in full: 20.00.
    const q1 = await vatReturn(Q1);
    expect(q1.boxes).toMatchObject({ box1: 170, box3: 170, box4: 10, box5: 160, box6: 1150, box7: 120 });
    // The next quarter: C 300.00 at 0 % and A's 480.00 (VAT 200 x 1,080 / 1,200 - 100.00 = 80.00).
    const q2 = await vatReturn({ from: '2027-04-01', to: '2027-06-30' });
    expect(q2.boxes).toMatchObject({ box1: 80, box4: 2, box5: 78, box6: 700, box7: 10 });
    await settings({ accounting_basis: 'invoice' });
  });

  it('flat rate: 16.5 % of the VAT-inclusive turnover of 1,800.00 is 297.00, nothing reclaimed', async () => {
    await settings({ flat_rate_scheme: 1, flat_rate: '16.5' });
    const answer = await vatReturn(Q1);
    expect(answer.flat_rate_scheme).toBe(1);
    expect(answer.boxes).toMatchObject({ box1: 297, box3: 297, box4: 0, box5: 297, box6: 1800, box7: 120 });
    await settings({ flat_rate_scheme: 0 });
  });

  it('answers the current period when none is given, and refuses a bad period with nothing changed', async () => {
    expect(await vatReturn({})).toMatchObject({ from: '2027-04-01', to: '2027-06-30' });
    const cases: Array<[object, string]> = [
      [{ from: '2027-01-01' }, 'Give both dates of the period, or neither for the current period.'],
      [{ from: '2027-03-01', to: '2027-01-01' }, 'The period must end on or after the day it starts.'],
      [{ from: '2027-01-01', to: '2028-01-01' }, 'A VAT return covers at most 12 months.'],
      [{ from: '2027-13-01', to: '2028-01-01' }, 'From must be a valid date (YYYY-MM-DD).'],
    ];
    for (const [body, message] of cases) {
      const res = await postCall(t.app, auth, 'tax/vat_return', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.body).toContain(message);
    }
  });

  it('counts only the owner’s own records', async () => {
    const stranger = await ownerWithClient(t.app);
    const res = await postCall(t.app, stranger.auth, 'tax/vat_return', Q1);
    expect(res.json().response.boxes).toMatchObject({ box1: 0, box4: 0, box6: 0, box7: 0 });
  });
});
