// Mark as filed and its lock (docs/decisions/0372-filing-a-vat-return.md), through the real calls on the
// real database: a filed quarter keeps its figures; every change to an invoice, credit note, expense or
// (cash basis) payment dated in it is a 422 in the owner's words that changes nothing; a correction is a
// credit note in an open period.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vatLockMessage } from '@tradebook/domain/tax/filed-vat-return.schemas';
import { postCall, type Auth } from '../../../test/api-calls';
import { postCreditNote, sentInvoice } from '../../../test/credit-note-factories';
import { createExpense, createExpenseCall } from '../../../test/expense-factories';
import {
  createInvoice,
  invoiceExample,
  paymentBody,
  postPayment,
  type InvoiceAnswer,
} from '../../../test/invoice-factories';
import { ownerWithClient } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

const Q1 = { from: '2027-01-01', to: '2027-03-31' };
const LOCKED = vatLockMessage(Q1.from, Q1.to);
const invoiceAt = (date: string, net: number) => ({
  invoice_date: date,
  discount_type: 'amount',
  discount_value: 0,
  vat_percent: 20,
  tax1_percent: 0,
  invoice_items: [{ name: 'Work', description: '', quantity: 1, unit_price: net, type: 'service' }],
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  t.setNow(new Date('2027-04-12T09:00:00Z'));
});
afterAll(async () => {
  await t.close();
});

async function call(auth: Auth, path: string, body: object, status = 200) {
  const res = await postCall(t.app, auth, path, body);
  expect(res.statusCode, `${path} ${res.body}`).toBe(status);
  return res;
}
const refused = async (auth: Auth, path: string, body: object) => {
  const res = await call(auth, path, body, 422);
  expect(res.json().message, path).toEqual([LOCKED]);
};
const vatReturn = async (auth: Auth, body: object = Q1) =>
  (await call(auth, 'tax/vat_return', body)).json().response;

describe('a filed quarter on the invoice basis', () => {
  let auth: Auth;
  let sent: InvoiceAnswer;
  let draft: InvoiceAnswer;
  let expenseId: number;
  let laterExpenseId: number;
  beforeAll(async () => {
    const owner = await ownerWithClient(t.app);
    auth = owner.auth;
    // 1,000.00 + 20 % sent in February; a draft dated in March; 50.00 + 10.00 VAT spent in February.
    sent = await sentInvoice(t.app, auth, owner.client.id, invoiceAt('2027-02-01', 1000));
    draft = await createInvoice(t.app, auth, invoiceExample(owner.client.id, invoiceAt('2027-03-10', 10)));
    expenseId = (
      await createExpense(t.app, auth, { expense_date: '2027-02-10', amount: '60.00', vat: '10.00' })
    ).id;
    laterExpenseId = (await createExpense(t.app, auth, { expense_date: '2027-04-05', amount: '12.00' })).id;
  }, 60_000);

  it('files only a period that has ended, once, and never across another filed period', async () => {
    const open = await call(auth, 'tax/file_vat_return', { from: '2027-04-01', to: '2027-06-30' }, 422);
    expect(open.json().message).toEqual(['A VAT return can be filed once its period has ended.']);
    expect((await vatReturn(auth)).filed_at).toBeNull();

    const filed = (await call(auth, 'tax/file_vat_return', Q1)).json().response;
    // 200.00 due, 10.00 reclaimed, 190.00 to pay; sales 1,000.00, purchases 50.00.
    expect(filed.boxes).toMatchObject({ box1: 200, box3: 200, box4: 10, box5: 190, box6: 1000, box7: 50 });
    expect(filed.filed_at).toBe('2027-04-12T09:00:00.000Z');
    expect(filed.hmrc).toMatchObject({ periodKey: '27Q3', netVatDue: 190, finalised: true });
    expect(await vatReturn(auth)).toEqual(filed);

    for (const period of [
      Q1,
      { from: '2027-03-01', to: '2027-03-31' },
      { from: '2026-12-01', to: '2027-01-31' },
    ]) {
      const again = await call(auth, 'tax/file_vat_return', period, 422);
      expect(again.json().message).toEqual([
        'This period overlaps the VAT return already filed for 2027-01-01 to 2027-03-31.',
      ]);
    }
  });

  it('refuses every change dated in it, and changes nothing', async () => {
    const before = await vatReturn(auth);
    await refused(auth, 'invoice/change_to_void', { invoice_id: sent.id });
    await refused(auth, 'invoice/emailSent', { invoice_number: draft.invoice_number });
    await refused(auth, 'credit_note/create_from_invoice', {
      invoice_id: sent.id,
      credit_note_date: '2027-03-20',
      credit_note_items: [{ item_id: sent.invoice_items[0]?.item_id, quantity: 1, unit_price: 100 }],
    });
    expect(
      (await createExpenseCall(t.app, auth, { expense_date: '2027-03-05', amount: '5.00' })).statusCode,
    ).toBe(422);
    const expenseForm = { expense_id: expenseId, expense_date: '2027-02-10', amount: '70.00', vat: '10.00' };
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/v3/update_expense',
      headers: auth,
      payload: { ...expenseForm, category_id: 7, payment_type: 'Card', currency_id: 826 },
    });
    expect(update.statusCode, update.body).toBe(422);
    expect(update.json().message).toEqual([LOCKED]);
    await refused(auth, 'delete_expense', { expense_id: expenseId });
    // An expense of an open period may not move into the filed one either.
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/v3/update_expense',
      headers: auth,
      payload: { expense_id: laterExpenseId, expense_date: '2027-03-31', amount: '12.00', category_id: 7 },
    });
    expect(moved.statusCode, moved.body).toBe(422);

    const after = await vatReturn(auth);
    expect(after).toEqual(before);
    expect(after.sales_by_rate).toEqual([{ rate: 20, net: 1000, vat: 200, count: 1 }]);
    expect(after.purchases_by_rate).toEqual([{ rate: 20, net: 50, vat: 10, count: 1 }]);
    const kept = await call(auth, 'getExpenseListById', { expense_id: expenseId });
    expect(kept.json().response).toMatchObject({ amount: 60, vat: 10, locked_by_vat_return: Q1 });
  });

  it('shows the lock on the invoice and the expense it holds, not on a draft or a later expense', async () => {
    const read = async (number: string) =>
      (await call(auth, 'invoice/ListByInvoiceNumber', { invoice_number: number })).json().response;
    expect((await read(sent.invoice_number)).locked_by_vat_return).toEqual(Q1);
    expect((await read(draft.invoice_number)).locked_by_vat_return).toBeNull();
    const later = await call(auth, 'getExpenseListById', { expense_id: laterExpenseId });
    expect(later.json().response.locked_by_vat_return).toBeNull();
    // The expense list answers each row's lock as its single read does, read by the page's own statement,
    // and so does a search of it (another statement: docs/decisions/0424).
    const locksOf = async (body: object) =>
      Object.fromEntries(
        (await call(auth, 'pagination/get_expense_list', body))
          .json()
          .response.data.map((row: { id: number; locked_by_vat_return: unknown }) => [
            row.id,
            row.locked_by_vat_return,
          ]),
      );
    expect(await locksOf({ page: 1, per_page: 10 })).toEqual({ [expenseId]: Q1, [laterExpenseId]: null });
    expect(await locksOf({ search_text: 'exp-', page: 1, per_page: 10 })).toEqual({
      [expenseId]: Q1,
      [laterExpenseId]: null,
    });
  });

  it('takes a correction as a credit note in an open period, and payments on the invoice basis', async () => {
    const res = await postCreditNote(t.app, auth, {
      invoice_id: sent.id,
      credit_note_date: '2027-04-05',
      credit_note_items: [{ item_id: sent.invoice_items[0]?.item_id, quantity: 1, unit_price: 100 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const q2 = await vatReturn(auth, { from: '2027-04-01', to: '2027-06-30' });
    expect(q2.boxes).toMatchObject({ box1: -20, box6: -100 });
    // The invoice basis counts no payment: one dated in the filed quarter changes none of its figures.
    const paid = await postPayment(t.app, auth, paymentBody(sent.id, 100, { submission_date: '2027-03-15' }));
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('locks only the owner’s own records', async () => {
    const stranger = await ownerWithClient(t.app);
    await createExpense(t.app, stranger.auth, { expense_date: '2027-02-10', amount: '6.00' });
    expect((await vatReturn(stranger.auth)).filed_at).toBeNull();
  });
});

describe('a filed quarter on the cash basis', () => {
  it('refuses a payment recorded, changed or deleted in it; one after it is taken', async () => {
    const owner = await ownerWithClient(t.app);
    const { auth } = owner;
    await call(auth, 'tax/update_settings', { accounting_basis: 'cash' });
    const invoice = await sentInvoice(t.app, auth, owner.client.id, invoiceAt('2027-01-10', 1000));
    const first = await postPayment(
      t.app,
      auth,
      paymentBody(invoice.id, 600, { submission_date: '2027-02-01' }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const paymentId = (first.json().response as InvoiceAnswer).payments[0]?.id;
    // 600.00 of 1,200.00 received: 100.00 of the VAT, 500.00 of the sales.
    const filed = (await call(auth, 'tax/file_vat_return', Q1)).json().response;
    expect(filed).toMatchObject({ accounting_basis: 'cash' });
    expect(filed.boxes).toMatchObject({ box1: 100, box5: 100, box6: 500 });

    await refused(
      auth,
      'invoice/add_payment',
      paymentBody(invoice.id, 100, { submission_date: '2027-03-31' }),
    );
    await refused(auth, 'invoice/update_payment', {
      payment_id: paymentId,
      submitted_amount: 500,
      submission_date: '2027-02-01',
      method: 'Bank transfer',
    });
    await refused(auth, 'invoice/delete_payment', { payment_id: paymentId });
    expect((await vatReturn(auth)).sales_by_rate).toEqual([{ rate: 20, net: 500, vat: 100, count: 1 }]);

    const later = await postPayment(
      t.app,
      auth,
      paymentBody(invoice.id, 600, { submission_date: '2027-04-02' }),
    );
    expect(later.statusCode, later.body).toBe(200);
  }, 60_000);
});
