// Requests that arrive at the same moment (issue 10; docs/reference/documents.md 'Numbers',
// docs/reference/invoices.md 'Calls'): payments recorded together are all counted, a double-submitted payment
// is recorded once, and invoices created together get INV numbers without gaps or duplicates.
//
// PostgreSQL only: there the pool (10 connections) runs these requests in parallel transactions, so
// they really race for the invoice's row lock, the Idempotency-Key's unique index and the number
// counter. SQLite has a single connection and one writer, so the same requests simply run one after
// another and no race can happen: the tests are skipped there (the sequential behaviour is covered by
// invoice-payments.test.ts and create-invoice.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, postCall, type Auth } from '../../../test/api-calls';
import {
  createInvoice,
  invoiceExample,
  paymentBody,
  postPayment,
  type InvoiceAnswer,
} from '../../../test/invoice-factories';
import { readInvoice as readInvoiceAs } from '../../../test/invoice-reads';
import { ownerWithClient } from '../../../test/quotation-factories';
import { testDialect } from '../../../test/test-database';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  if (testDialect === 'postgres') t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const call = (auth: Auth, path: string, payload: object = {}) => postCall(t.app, auth, path, payload);

const readInvoice = (auth: Auth, number: string) => readInvoiceAs(t.app, auth, number);

const numbersFrom = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `INV-${String(from + i).padStart(6, '0')}`);

describe.skipIf(testDialect !== 'postgres')('at the same moment (PostgreSQL)', () => {
  it('counts two different payments posted together, and the due follows both', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    for (let round = 0; round < 5; round += 1) {
      const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));
      const answers = await Promise.all([
        postPayment(t.app, auth, paymentBody(invoice.id, 30, { method: 'Cash' })),
        postPayment(t.app, auth, paymentBody(invoice.id, 20, { method: 'Card' })),
      ]);
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      const read = await readInvoice(auth, invoice.invoice_number);
      expect(read).toMatchObject({
        invoice_status: 'partpaid',
        total_amount_paid: 50,
        remaining_due: 32.58,
      });
      expect(read.payments).toHaveLength(2);
      // One was recorded after the other: the second saw the first's due.
      const [first, second] = read.payments;
      expect(first?.amount).toBe(82.58);
      expect(second?.amount).toBe(Math.round((82.58 - (first?.submitted_amount ?? 0)) * 100) / 100);
    }
  });

  it('counts twenty payments posted together, the last one clearing the total', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const invoice = await createInvoice(
      t.app,
      auth,
      invoiceExample(client.id, {
        discount_value: 0,
        vat_percent: 0,
        tax1_percent: 0,
        invoice_items: [{ name: 'Day rate', quantity: 1, unit_price: 200 }],
      }),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postPayment(t.app, auth, paymentBody(invoice.id, 10))),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const read = await readInvoice(auth, invoice.invoice_number);
    expect(read).toMatchObject({ invoice_status: 'paid', total_amount_paid: 200, remaining_due: 0 });
    // Each payment saw the due left by the ones before it: 200, 190, ..., 10.
    expect(read.payments.map((payment) => payment.amount)).toEqual(
      Array.from({ length: 20 }, (_, i) => 200 - 10 * i),
    );
    expect(read.payments.map((payment) => payment.status)).toEqual([
      ...Array.from({ length: 19 }, () => 'partially_paid'),
      'fully_paid',
    ]);
  });

  it('records a payment posted ten times at once with one Idempotency-Key once', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    for (let round = 1; round <= 4; round += 1) {
      const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          postPayment(t.app, auth, paymentBody(invoice.id, 30), `double-click-race-${round}`),
        ),
      );
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().response).toMatchObject({ total_amount_paid: 30, remaining_due: 52.58 });
      }
      const read = await readInvoice(auth, invoice.invoice_number);
      expect(read.payments).toHaveLength(1);
      expect(read).toMatchObject({ invoice_status: 'partpaid', total_amount_paid: 30 });
    }
  });

  it('makes one invoice when a save with a payment is posted five times at once with one key', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    for (let round = 1; round <= 4; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/v3/create_invoice',
            headers: { ...auth, 'idempotency-key': `add-invoice-race-${round}` },
            payload: invoiceExample(client.id, {
              payment: { submitted_amount: 30, submission_date: '2026-11-22', method: 'Cash' },
            }),
          }),
        ),
      );
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      const ids = new Set(answers.map((res) => res.json().response.id as number));
      expect(ids.size).toBe(1);
      const list = await call(auth, 'get_invoice_list_by_user', {});
      expect(list.json().pagination.total).toBe(round);
      expect(list.json().response[0]).toMatchObject({ total_amount_paid: 30 });
      // The numbers the refused twins took were given back: no gap.
      const next = await getCall(t.app, auth, 'get_invoice_number');
      expect(next.json().response.invoice_number).toBe(numbersFrom(round + 1, 1)[0]);
    }
  });

  it('pays once when update_invoice with a payment is posted five times at once with one key', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    for (let round = 1; round <= 4; round += 1) {
      const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/v3/update_invoice',
            headers: { ...auth, 'idempotency-key': `edit-invoice-race-${round}` },
            payload: {
              ...invoiceExample(client.id),
              invoice_id: invoice.id,
              payment: { submitted_amount: 30, submission_date: '2026-11-22', method: 'Cash' },
            },
          }),
        ),
      );
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().response).toMatchObject({ total_amount_paid: 30, invoice_status: 'partpaid' });
      }
      expect((await readInvoice(auth, invoice.invoice_number)).payments).toHaveLength(1);
    }
  });

  it('gives 100 invoices created at once INV-000001 to INV-000100, each once', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => call(auth, 'create_invoice', invoiceExample(client.id))),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const numbers = answers.map((res) => res.json().response.invoice_number as string).sort();
    expect(numbers).toEqual(numbersFrom(1, 100));
    const next = await getCall(t.app, auth, 'get_invoice_number');
    expect(next.json().response.invoice_number).toBe('INV-000101');
  });

  it('keeps the numbers without gaps when the latest draft is deleted while others are created', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    for (let round = 0; round < 5; round += 1) {
      const latest = await createInvoice(t.app, auth, invoiceExample(client.id));
      const [deleted, ...created] = await Promise.all([
        call(auth, 'delete_invoice', { invoice_id: latest.id }),
        call(auth, 'create_invoice', invoiceExample(client.id)),
        call(auth, 'create_invoice', invoiceExample(client.id)),
      ]);
      // Either the delete came first (and its number went to a new invoice) or a create did (and the
      // delete was refused: the draft was no longer the latest).
      expect([200, 409], deleted?.body).toContain(deleted?.statusCode);
      for (const res of created) expect(res.statusCode, res.body).toBe(200);
    }
    const list = await call(auth, 'get_invoice_list_by_user', { limit: 200, order: 'asc' });
    const numbers = (list.json().response as InvoiceAnswer[]).map((row) => row.invoice_number).sort();
    expect(numbers).toEqual(numbersFrom(1, numbers.length));
    const next = await getCall(t.app, auth, 'get_invoice_number');
    expect(next.json().response.invoice_number).toBe(numbersFrom(numbers.length + 1, 1)[0]);
  });

  it('never records a payment on an invoice voided at the same moment without saying so', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    for (let round = 0; round < 5; round += 1) {
      const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));
      const [paid, voided] = await Promise.all([
        postPayment(t.app, auth, paymentBody(invoice.id, 30)),
        call(auth, 'invoice/change_to_void', { invoice_id: invoice.id }),
      ]);
      expect(voided.statusCode, voided.body).toBe(200);
      const read = await readInvoice(auth, invoice.invoice_number);
      expect(read.invoice_type).toBe('void');
      if (paid.statusCode === 200) {
        expect(read.payments).toHaveLength(1);
      } else {
        expect(paid.statusCode, paid.body).toBe(409);
        expect(read.payments).toEqual([]);
        expect(read.total_amount_paid).toBe(0);
      }
    }
  });

  it('never changes the total under a payment recorded at the same moment', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    for (let round = 0; round < 5; round += 1) {
      const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));
      const [updated, paid] = await Promise.all([
        call(auth, 'update_invoice', {
          ...invoiceExample(client.id, { discount_value: 0 }),
          invoice_id: invoice.id,
        }),
        postPayment(t.app, auth, paymentBody(invoice.id, 30)),
      ]);
      expect(paid.statusCode, paid.body).toBe(200);
      const read = await readInvoice(auth, invoice.invoice_number);
      // The update either came first (the payment then saw its total, 91.76) or was refused because
      // the invoice had a payment by then (the total stays 82.58).
      if (updated.statusCode === 200) {
        expect(read.total_amount_gross).toBe(91.76);
      } else {
        expect(updated.statusCode, updated.body).toBe(409);
        expect(read.total_amount_gross).toBe(82.58);
      }
      expect(read.payments[0]?.amount).toBe(read.total_amount_gross);
      expect(read.remaining_due).toBe(Math.round((read.total_amount_gross - 30) * 100) / 100);
    }
  });
});
