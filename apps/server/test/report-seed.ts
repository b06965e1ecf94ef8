// The worked example of the reports and income-tax tests (docs/decisions/0375, 0376), made through the real
// calls on 2027-04-12, in the UK tax year 6 April 2026 to 5 April 2027 (quarters from the 6th):
// - Acme: A 2026-05-10 Design 1,000.00 + 20 % (due 05-24), credited 100.00 + 20 % on 2026-06-01 and paid
//   600.00 on 2026-07-10; B 2026-08-01 Print 400.00 + 5 %, paid in full 2027-01-10; C 2027-01-03 Delivery
//   300.00 at 0 % (due 01-17); D 2027-04-08 Design 500.00 + 20 % (the next tax year, due 04-22); a draft.
// - Beta: F 2027-03-20 Design 100.00 + 20 % (due 04-03).
// - Expenses: Fuel 60.00 (VAT 10.00 reclaimable) 2026-04-10; Meals 48.00 (VAT 8.00 not reclaimable)
//   2026-09-10; Office supplies 30.00 2026-11-01; Software 12.00 (VAT 2.00) 2027-04-01.
import { expect } from 'vitest';
import { postCall, type Auth } from './api-calls';
import { createClient } from './catalogue-factories';
import { issueCreditNote, sentInvoice } from './credit-note-factories';
import { createExpense } from './expense-factories';
import { createInvoice, invoiceExample, postPayment, paymentBody } from './invoice-factories';
import { ownerWithClient } from './quotation-factories';
import type { TestApp } from './test-app';

export const SEED_TODAY = new Date('2027-04-12T09:00:00Z');

const invoice = (date: string, name: string, net: number, rate: number) => ({
  invoice_date: date,
  discount_type: 'amount',
  discount_value: 0,
  vat_percent: rate,
  tax1_percent: 0,
  invoice_items: [{ name, description: '', quantity: 1, unit_price: net, type: 'service' }],
});

export async function seedReports(t: TestApp) {
  t.setNow(SEED_TODAY);
  const owner = await ownerWithClient(t.app);
  const auth: Auth = owner.auth;
  const acme = owner.client.id;
  const beta = (await createClient(t.app, auth, { full_name: 'Bo Beta', email: 'bo@beta.co.uk' })).id;
  const a = await sentInvoice(t.app, auth, acme, invoice('2026-05-10', 'Design', 1000, 20));
  const b = await sentInvoice(t.app, auth, acme, invoice('2026-08-01', 'Print', 400, 5));
  await sentInvoice(t.app, auth, acme, invoice('2027-01-03', 'Delivery', 300, 0));
  await sentInvoice(t.app, auth, acme, invoice('2027-04-08', 'Design', 500, 20));
  await createInvoice(t.app, auth, invoiceExample(acme, invoice('2026-06-02', 'Draft', 999, 20)));
  await sentInvoice(t.app, auth, beta, invoice('2027-03-20', 'Design', 100, 20));
  const [line] = a.invoice_items;
  await issueCreditNote(t.app, auth, {
    invoice_id: a.id,
    credit_note_date: '2026-06-01',
    credit_note_items: [{ item_id: line?.item_id, quantity: 1, unit_price: 100 }],
  });
  for (const [id, amount, date] of [
    [a.id, 600, '2026-07-10'],
    [b.id, 420, '2027-01-10'],
  ] as const) {
    const res = await postPayment(t.app, auth, paymentBody(id, amount, { submission_date: date }));
    expect(res.statusCode, res.body).toBe(200);
  }
  await createExpense(t.app, auth, {
    expense_date: '2026-04-10',
    category_id: '4',
    amount: '60.00',
    vat: '10.00',
  });
  await createExpense(t.app, auth, {
    expense_date: '2026-09-10',
    category_id: '7',
    amount: '48.00',
    vat: '8.00',
    vat_reclaimable: '0',
  });
  await createExpense(t.app, auth, { expense_date: '2026-11-01', category_id: '8', amount: '30.00' });
  await createExpense(t.app, auth, {
    expense_date: '2027-04-01',
    category_id: '14',
    amount: '12.00',
    vat: '2.00',
  });
  return { auth, acme, beta };
}

/** POSTs a report call and answers its response (200 expected). */
export async function reportCall(t: TestApp, auth: Auth, path: string, body: object = {}) {
  const res = await postCall(t.app, auth, path, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response;
}
