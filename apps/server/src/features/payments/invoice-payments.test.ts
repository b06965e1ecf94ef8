// invoice/add_payment and what payments allow afterwards (docs/reference/invoices.md 'Fields' and 'Statuses';
// docs/reference/documents.md 'Money and totals', docs/reference/invoices.md 'Statuses' and 'Calls'): each
// payment keeps the due at that time (`amount`) and its own status, the invoice goes partpaid then paid, an
// overpayment is a credit with nothing left due, bad amounts and void invoices are refused with nothing
// changed, and an invoice's content is fixed once it is paid or void. The Idempotency-Key is in
// invoice-idempotency.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import {
  addPayment,
  createInvoice,
  invoiceExample,
  paymentBody,
  postPayment,
  type InvoiceAnswer,
} from '../../../test/invoice-factories';
import { readInvoice as readInvoiceAs } from '../../../test/invoice-reads';
import { ownerWithClient } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (auth: Auth, path: string, payload: object = {}) => postCall(t.app, auth, path, payload);

const readInvoice = (auth: Auth, number: string) => readInvoiceAs(t.app, auth, number);

async function ownerWithInvoice(overrides: Record<string, unknown> = {}) {
  const owner = await ownerWithClient(t.app);
  const invoice = await createInvoice(t.app, owner.auth, invoiceExample(owner.client.id, overrides));
  return { ...owner, invoice };
}

describe('invoice/add_payment', () => {
  it('goes partpaid, then paid, each payment keeping the due at its time and its own status', async () => {
    const { auth, invoice } = await ownerWithInvoice();
    const res = await postPayment(
      t.app,
      auth,
      paymentBody(invoice.id, 30, { method: 'Cash', description: 'Deposit' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, message: 'Save data Successful.' });
    const part = res.json().response as InvoiceAnswer;
    expect(part).toMatchObject({
      id: invoice.id,
      invoice_status: 'partpaid',
      invoice_type: 'partpaid',
      total_amount_gross: 82.58,
      total_amount_paid: 30,
      remaining_due: 52.58,
      credit: 0,
    });
    expect(part.badges).toContain('P/Paid');
    expect(part.badges).not.toContain('Draft');
    expect(part.payments).toMatchObject([
      {
        invoice_id: invoice.id,
        submitted_amount: 30,
        submission_date: '2026-11-22',
        amount: 82.58,
        status: 'partially_paid',
        method: 'Cash',
        description: 'Deposit',
      },
    ]);

    // A form sends the amount as text.
    const full = await postPayment(t.app, auth, paymentBody(invoice.id, '52.58', { method: 'Card' }));
    expect(full.statusCode, full.body).toBe(200);
    const paid = full.json().response as InvoiceAnswer;
    expect(paid).toMatchObject({
      invoice_status: 'paid',
      invoice_type: 'paid',
      total_amount_paid: 82.58,
      remaining_due: 0,
      credit: 0,
    });
    expect(paid.badges).toContain('Paid');
    expect(paid.payments).toMatchObject([
      { submitted_amount: 30, amount: 82.58, status: 'partially_paid' },
      { submitted_amount: 52.58, amount: 52.58, status: 'fully_paid', method: 'Card' },
    ]);
    expect(paid.payment).toEqual(paid.payments);
    // Stored as answered, oldest first.
    const read = await readInvoice(auth, invoice.invoice_number);
    expect(read).toMatchObject({ invoice_status: 'paid', total_amount_paid: 82.58, remaining_due: 0 });
    expect(read.payments.map((p) => p.submitted_amount)).toEqual([30, 52.58]);
  });

  it('keeps an overpayment as a credit, with nothing left due', async () => {
    const { auth, invoice } = await ownerWithInvoice();
    await addPayment(t.app, auth, invoice.id, 2.58);
    const over = await addPayment(t.app, auth, invoice.id, 100);
    expect(over).toMatchObject({
      invoice_status: 'paid',
      total_amount_paid: 102.58,
      remaining_due: 0,
      credit: 20,
    });
    expect(over.payments[1]).toMatchObject({ submitted_amount: 100, amount: 80, status: 'fully_paid' });
  });

  it('marks a payment of exactly the due fully_paid and one cent less partially_paid', async () => {
    const { auth, invoice } = await ownerWithInvoice();
    const short = await addPayment(t.app, auth, invoice.id, 82.57);
    expect(short).toMatchObject({ invoice_status: 'partpaid', remaining_due: 0.01 });
    expect(short.payments[0]).toMatchObject({ amount: 82.58, status: 'partially_paid' });
    const cent = await addPayment(t.app, auth, invoice.id, 0.01);
    expect(cent).toMatchObject({ invoice_status: 'paid', total_amount_paid: 82.58, remaining_due: 0 });
    expect(cent.payments[1]).toMatchObject({ submitted_amount: 0.01, amount: 0.01, status: 'fully_paid' });
  });

  it('moves a sent invoice to partpaid, and e-mailing it again keeps partpaid', async () => {
    const { auth, invoice } = await ownerWithInvoice();
    const sent = await call(auth, 'invoice/emailSent', { invoice_number: invoice.invoice_number });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().response.invoice_status).toBe('sent');
    expect((await addPayment(t.app, auth, invoice.id, 10)).invoice_status).toBe('partpaid');
    const again = await call(auth, 'invoice/emailSent', { invoice_number: invoice.invoice_number });
    expect(again.json().response.invoice_status).toBe('partpaid');
  });

  it('refuses a payment on a void invoice with 409 and records nothing', async () => {
    const { auth, invoice } = await ownerWithInvoice();
    await addPayment(t.app, auth, invoice.id, 10);
    expect((await call(auth, 'invoice/change_to_void', { invoice_id: invoice.id })).statusCode).toBe(200);
    const before = await readInvoice(auth, invoice.invoice_number);
    const res = await postPayment(t.app, auth, paymentBody(invoice.id, 20), 'void-pay-1');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 0, message: 'This invoice is void; it takes no payments.' });
    expect(await readInvoice(auth, invoice.invoice_number)).toEqual(before);
    expect(before).toMatchObject({ invoice_type: 'void', total_amount_paid: 10 });
  });

  it.each([
    [0, 'Payment amount must be greater than 0.'],
    ['0.00', 'Payment amount must be greater than 0.'],
    [-5, 'Payment amount must be greater than 0.'],
    ['-0.01', 'Payment amount must be greater than 0.'],
    ['', 'Payment amount is required.'],
    [null, 'Payment amount is required.'],
    [1.005, 'Payment amount must be a number with at most 2 decimals.'],
    ['ten', 'Payment amount must be a number with at most 2 decimals.'],
    ['1e3', 'Payment amount must be a number with at most 2 decimals.'],
    ['NaN', 'Payment amount must be a number with at most 2 decimals.'],
    ['Infinity', 'Payment amount must be a number with at most 2 decimals.'],
    [true, 'Payment amount must be a number with at most 2 decimals.'],
    [{}, 'Payment amount must be a number with at most 2 decimals.'],
    [1e12, 'Payment amount is too large.'],
  ])('refuses the amount %j with 422 and changes nothing', async (amount, message) => {
    const { auth, invoice } = await ownerWithInvoice();
    await addPayment(t.app, auth, invoice.id, 10);
    const before = await readInvoice(auth, invoice.invoice_number);
    const res = await postPayment(t.app, auth, paymentBody(invoice.id, 0, { submitted_amount: amount }));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ status: 0, message: [message] });
    expect(await readInvoice(auth, invoice.invoice_number)).toEqual(before);
  });

  it('answers the missing fields with the spec messages in its order (date, method), then the amount', async () => {
    const { auth, invoice } = await ownerWithInvoice();
    const empty = await postPayment(t.app, auth, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toEqual([
      'Invoice ID is required.',
      'Payment date is required',
      'Payment method is required',
      'Payment amount is required.',
    ]);
    const bad = await postPayment(
      t.app,
      auth,
      paymentBody(invoice.id, 5, { submission_date: '2026-13-01', description: 'x'.repeat(256) }),
    );
    expect(bad.json().message).toEqual([
      'Payment date must be a valid date (YYYY-MM-DD).',
      'Payment note must be at most 255 characters.',
    ]);
    expect((await readInvoice(auth, invoice.invoice_number)).payments).toEqual([]);
  });

  it("answers 404 for another user's invoice, or one that does not exist, and records nothing", async () => {
    const { auth, invoice } = await ownerWithInvoice();
    const stranger = await ownerWithClient(t.app);
    const res = await postPayment(t.app, stranger.auth, paymentBody(invoice.id, 10));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 0, message: 'Resource not found' });
    expect((await postPayment(t.app, auth, paymentBody(invoice.id + 100_000, 10))).statusCode).toBe(404);
    expect((await readInvoice(auth, invoice.invoice_number)).payments).toEqual([]);
  });
});

const NOT_EDITABLE =
  'An invoice that was sent or has payments cannot be changed. To correct it, issue a credit note and a new invoice.';

describe('content is fixed once an invoice is sent, has payments or is void', () => {
  const update = (auth: Auth, invoice: InvoiceAnswer, clientId: number, change = {}) =>
    call(auth, 'update_invoice', {
      ...invoiceExample(clientId, { discount_value: 0, ...change }),
      invoice_id: invoice.id,
    });
  const editLine = (auth: Auth, invoice: InvoiceAnswer) =>
    call(auth, 'invoice/eachItemDetail/edit', {
      invoice_id: invoice.id,
      item_id: invoice.invoice_items[1]?.item_id,
      name: 'Call-out (evening)',
      quantity: 2,
      unit_price: 30,
    });

  it('lets a draft without payments be updated and have lines edited', async () => {
    const { auth, client, invoice } = await ownerWithInvoice();
    const draft = await update(auth, invoice, client.id);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({
      message: 'Update data Successful.',
      response: { invoice_number: invoice.invoice_number, total_discount_amount: 0, sub_total: 71.97 },
    });
    // update_invoice gave the lines sent without an item_id new ids.
    const line = await editLine(auth, draft.json().response as InvoiceAnswer);
    expect(line.statusCode, line.body).toBe(200);
    expect(line.json().response.invoice_items[1]).toMatchObject({ name: 'Call-out (evening)', total: 60 });
  });

  it('refuses to change an invoice once sent (409), keeping it as it left: a credit note corrects it (ADR 0317)', async () => {
    const { auth, client, invoice } = await ownerWithInvoice();
    await call(auth, 'invoice/emailSent', { invoice_number: invoice.invoice_number });
    const before = await readInvoice(auth, invoice.invoice_number);
    expect(before.invoice_status).toBe('sent');
    for (const res of [
      await update(auth, invoice, client.id, { discount_value: 5 }),
      await editLine(auth, invoice),
    ]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ status: 0, message: NOT_EDITABLE });
    }
    expect(await readInvoice(auth, invoice.invoice_number)).toEqual(before);
  });

  it('records a payment sent with update_invoice against the updated total', async () => {
    const { auth, client, invoice } = await ownerWithInvoice();
    const res = await update(auth, invoice, client.id, {
      payment: { submitted_amount: 91.4, submission_date: '2026-11-23', method: 'Card' },
    });
    expect(res.statusCode, res.body).toBe(200);
    // Without the discount: 71.97 + VAT 14.39 + levy 5.40 = 91.76.
    expect(res.json().response).toMatchObject({
      total_amount_gross: 91.76,
      invoice_status: 'partpaid',
      remaining_due: 0.36,
    });
    expect(res.json().response.payments).toMatchObject([{ amount: 91.76, status: 'partially_paid' }]);
  });

  it.each([
    ['partpaid', 10, NOT_EDITABLE],
    ['paid', 82.58, NOT_EDITABLE],
  ])('refuses to change a %s invoice (409) and keeps it as it was', async (_status, amount, message) => {
    const { auth, client, invoice } = await ownerWithInvoice();
    await addPayment(t.app, auth, invoice.id, amount);
    const before = await readInvoice(auth, invoice.invoice_number);
    for (const res of [await update(auth, invoice, client.id), await editLine(auth, invoice)]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ status: 0, message });
    }
    expect(await readInvoice(auth, invoice.invoice_number)).toEqual(before);
  });

  it('refuses to change a void invoice (409) and keeps it as it was', async () => {
    const { auth, client, invoice } = await ownerWithInvoice();
    await call(auth, 'invoice/change_to_void', { invoice_id: invoice.id });
    const before = await readInvoice(auth, invoice.invoice_number);
    for (const res of [await update(auth, invoice, client.id), await editLine(auth, invoice)]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ status: 0, message: 'This invoice is void and cannot be edited.' });
    }
    expect(await readInvoice(auth, invoice.invoice_number)).toEqual(before);
  });
});
