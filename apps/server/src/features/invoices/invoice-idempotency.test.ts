// The Idempotency-Key header of invoice/add_payment, and of create_invoice / update_invoice carrying a
// payment (docs/reference/invoices.md 'Calls'; issue 10: a double click must not pay
// twice): the same request twice records once and answers the same, the key with a different payment
// answers 409, keys are each user's own, and a malformed key answers 422. Requests that arrive at the same
// moment are in invoice-concurrency.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createInvoice, invoiceExample, paymentBody, postPayment } from '../../../test/invoice-factories';
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

async function ownerWithInvoice() {
  const owner = await ownerWithClient(t.app);
  const invoice = await createInvoice(t.app, owner.auth, invoiceExample(owner.client.id));
  return { ...owner, invoice };
}

describe('the Idempotency-Key', () => {
  it('records a payment sent twice with one key once, and answers the same both times', async () => {
    const { auth, invoice } = await ownerWithInvoice();
    const key = '6f1c2b9e-3a44-4c1e-9d7a-0b5e2f8a1c33';
    const first = await postPayment(t.app, auth, paymentBody(invoice.id, 30), key);
    const again = await postPayment(t.app, auth, paymentBody(invoice.id, 30), key);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    const read = await readInvoice(auth, invoice.invoice_number);
    expect(read).toMatchObject({ total_amount_paid: 30, remaining_due: 52.58 });
    expect(read.payments).toHaveLength(1);
    // Another key is another payment.
    const next = await postPayment(t.app, auth, paymentBody(invoice.id, 30), 'second_payment');
    expect(next.json().response).toMatchObject({ total_amount_paid: 60, remaining_due: 22.58 });
  });

  it('answers 409 when a key already used comes with a different payment, and records nothing', async () => {
    const { auth, invoice, client } = await ownerWithInvoice();
    const other = await createInvoice(t.app, auth, invoiceExample(client.id));
    const key = 'double-click-1';
    expect((await postPayment(t.app, auth, paymentBody(invoice.id, 30), key)).statusCode).toBe(200);
    const before = await readInvoice(auth, invoice.invoice_number);
    for (const body of [
      paymentBody(invoice.id, 31),
      paymentBody(invoice.id, 30, { submission_date: '2026-11-23' }),
      paymentBody(invoice.id, 30, { method: 'Cheque' }),
      paymentBody(other.id, 30),
    ]) {
      const res = await postPayment(t.app, auth, body, key);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json()).toMatchObject({
        status: 0,
        message: 'This Idempotency-Key was already used for a different payment.',
      });
    }
    expect(await readInvoice(auth, invoice.invoice_number)).toEqual(before);
    expect((await readInvoice(auth, other.invoice_number)).payments).toEqual([]);
  });

  it('refuses the key of a save with a payment when it comes back with a different payment', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const save = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v3/create_invoice',
        headers: { ...auth, 'idempotency-key': 'add-invoice-1' },
        payload: invoiceExample(client.id, {
          payment: { submitted_amount: amount, submission_date: '2026-11-22', method: 'Cash' },
        }),
      });
    expect((await save(30)).statusCode).toBe(200);
    const res = await save(40);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe('This Idempotency-Key was already used for a different payment.');
    const list = await call(auth, 'get_invoice_list_by_user', {});
    expect(list.json().pagination.total).toBe(1);
    expect(list.json().response[0]).toMatchObject({ total_amount_paid: 30 });
  });

  it('answers update_invoice sent twice with one key and a payment with the invoice, paid once', async () => {
    const { auth, client, invoice } = await ownerWithInvoice();
    const save = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v3/update_invoice',
        headers: { ...auth, 'idempotency-key': 'edit-invoice-1' },
        payload: {
          ...invoiceExample(client.id),
          invoice_id: invoice.id,
          payment: { submitted_amount: amount, submission_date: '2026-11-22', method: 'Cash' },
        },
      });
    const first = await save(30);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().response).toMatchObject({ invoice_status: 'partpaid', total_amount_paid: 30 });
    // The invoice has a payment now, so its content is fixed: the repeat is still answered, not refused.
    const again = await save(30);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().response).toEqual(first.json().response);
    const different = await save(40);
    expect(different.statusCode, different.body).toBe(409);
    expect(different.json().message).toBe('This Idempotency-Key was already used for a different payment.');
    expect((await readInvoice(auth, invoice.invoice_number)).payments).toHaveLength(1);
    // The key of this invoice's payment cannot pay another invoice through update_invoice either.
    const other = await createInvoice(t.app, auth, invoiceExample(client.id));
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v3/update_invoice',
      headers: { ...auth, 'idempotency-key': 'edit-invoice-1' },
      payload: {
        ...invoiceExample(client.id),
        invoice_id: other.id,
        payment: { submitted_amount: 30, submission_date: '2026-11-22', method: 'Cash' },
      },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(409);
    expect((await readInvoice(auth, other.invoice_number)).payments).toEqual([]);
  });

  it("keeps each user's keys apart", async () => {
    const a = await ownerWithInvoice();
    const b = await ownerWithInvoice();
    const key = 'same-key-for-both';
    expect((await postPayment(t.app, a.auth, paymentBody(a.invoice.id, 10), key)).statusCode).toBe(200);
    const res = await postPayment(t.app, b.auth, paymentBody(b.invoice.id, 20), key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toMatchObject({ total_amount_paid: 20 });
  });

  // 'card-checkout-' names the payments taken by card through the client's link (never edited or deleted).
  it.each([['has spaces'], ['semi;colon'], ['x'.repeat(101)], ['café'], ['card-checkout-42']])(
    'refuses the malformed key %j with 422 and records nothing',
    async (key) => {
      const { auth, invoice } = await ownerWithInvoice();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v3/invoice/add_payment',
        headers: { ...auth, 'idempotency-key': key },
        payload: paymentBody(invoice.id, 10),
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        status: 0,
        message: ['Idempotency-Key must be 1 to 100 letters, digits, dashes or underscores.'],
      });
      expect((await readInvoice(auth, invoice.invoice_number)).payments).toEqual([]);
    },
  );
});
