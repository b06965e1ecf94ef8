// create_invoice and get_invoice_number (docs/reference/invoices.md 'Fields', 'Rules' and 'Calls';
// docs/reference/documents.md 'Money and totals', docs/reference/documents.md 'Fields' and 'Numbers',
// docs/reference/invoices.md 'Statuses', docs/reference/api.md 'Security rules'): numbers without gaps, the
// worked example to the cent in the spec's shape, what a client sends that the server ignores, and the
// payment a save may carry. The refusals are in create-invoice-validation.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, postCall, type Auth } from '../../../test/api-calls';
import { GBP } from '../../../test/factories';
import {
  createInvoice,
  EXAMPLE_TOTAL,
  invoiceExample,
  type InvoiceAnswer,
} from '../../../test/invoice-factories';
import { invoiceCount, nextInvoiceNumber } from '../../../test/invoice-reads';
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
const nextNumber = (auth: Auth) => nextInvoiceNumber(t.app, auth);

const payment = (amount: unknown, overrides: Record<string, unknown> = {}) => ({
  submitted_amount: amount,
  submission_date: '2026-11-22',
  method: 'Cash',
  description: 'Deposit',
  ...overrides,
});

describe('create_invoice', () => {
  it('numbers INV-000001 then INV-000002, as get_invoice_number says before and after', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    await call(auth, 'terms_days/post', { invoice_days: 30, quotation_days: 14 });
    const defaults = await getCall(t.app, auth, 'get_invoice_number');
    expect(defaults.json()).toMatchObject({
      status: 1,
      response: {
        response: { response: 'INV-000001' },
        invoice_number: 'INV-000001',
        validity_term: 30,
        currency_id: GBP,
      },
    });
    // Asking does not take the number.
    expect(await nextNumber(auth)).toBe('INV-000001');
    const first = await createInvoice(t.app, auth, invoiceExample(client.id));
    expect(first.invoice_number).toBe('INV-000001');
    expect(await nextNumber(auth)).toBe('INV-000002');
    const second = await createInvoice(t.app, auth, invoiceExample(client.id));
    expect(second.invoice_number).toBe('INV-000002');
    expect(second.id).not.toBe(first.id);
    expect(await nextNumber(auth)).toBe('INV-000003');
  });

  it('answers the worked example to the cent, in the shape of docs/reference/invoices.md (Fields)', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const res = await call(auth, 'create_invoice', invoiceExample(client.id));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 1, message: 'Save data Successful.' });
    const invoice = body.response as InvoiceAnswer;
    // 3 x 19.99 + 12.00 = 71.97; 10% off = 7.20 (7.197 rounded once); subtotal 64.77; VAT 20% = 12.95
    // (12.954); levy 7.5% = 4.86 (4.85775); grand total 82.58.
    expect(invoice).toMatchObject({
      id: invoice.invoice_id,
      invoice_number: 'INV-000001',
      invoice_date: '2026-11-21',
      expiry_date: '2026-12-05',
      validity_term: 14,
      invoice_status: 'draft',
      status: 'draft',
      invoice_type: 'draft',
      client_id: client.id,
      currency_id: GBP,
      notes: 'Payment by bank transfer, please.',
      items_total: 71.97,
      discount_type: 'percent',
      discount_value: 10,
      discount: { type: 'percent', discount: 10 },
      invoice_discount: { type: 'percent', discount: 10 },
      total_discount_amount: 7.2,
      sub_total: 64.77,
      total_amount_net: 64.77,
      vat_name: 'VAT',
      vat_percent: 20,
      vat_amount: 12.95,
      tax1_name: 'Levy',
      tax1_percent: 7.5,
      tax1_amount: 4.86,
      total_amount_gross: EXAMPLE_TOTAL,
      total_amount_paid: 0,
      remaining_due: EXAMPLE_TOTAL,
      credit: 0,
      payments: [],
      payment: [],
      invoice_attachments: [],
      is_image: 'N',
      quotation: null,
      sent_at: null,
      client: {
        client_id: client.id,
        business_name: 'Acme Holdings',
        email: 'jordan@acme.co.uk',
        name: 'Jordan Smith',
      },
      currency: { id: GBP, symbol: '£', code: 'GBP' },
    });
    expect(invoice.badges).toEqual(expect.arrayContaining(['Nill', 'Discount', 'Draft']));
    expect(invoice.invoice_items).toMatchObject([
      {
        invoice_id: invoice.id,
        name: 'Copper pipe',
        description: '15 mm, per metre',
        quantity: 3,
        unit_price: 19.99,
        total: 59.97,
        type: 'parts',
      },
      { invoice_id: invoice.id, name: 'Call-out', quantity: 1, unit_price: 12, total: 12, type: 'service' },
    ]);
    expect(invoice.pdfLink).toMatch(
      /^http:\/\/tradebook\.test\/api\/v3\/download\/invoice\/\d+\/\d+\/INV-000001\.pdf\?expires=\d+&sig=/,
    );
    // Every amount is a JSON number with at most 2 decimals.
    for (const [field, value] of Object.entries(invoice)) {
      if (typeof value === 'number') expect(Math.round(value * 100) / 100, field).toBe(value);
    }

    // What was stored is what was answered.
    const read = await call(auth, 'invoice/ListByInvoiceNumber', { invoice_number: 'INV-000001' });
    expect(read.statusCode).toBe(200);
    expect(read.json().response).toMatchObject({
      id: invoice.id,
      items_total: 71.97,
      total_discount_amount: 7.2,
      sub_total: 64.77,
      vat_amount: 12.95,
      tax1_amount: 4.86,
      total_amount_gross: 82.58,
      remaining_due: 82.58,
    });
  });

  it('ignores the number, status, totals, paid amount and owner a client sends', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const invoice = await createInvoice(
      t.app,
      auth,
      invoiceExample(client.id, {
        invoice_number: 'INV-999999',
        invoice_status: 'paid',
        invoice_type: 'void',
        status: 'paid',
        user_id: 1,
        id: 424242,
        invoice_id: 424242,
        items_total: 1,
        total_discount_amount: 0,
        sub_total: 1,
        total_amount_net: 1,
        vat_amount: 999,
        tax1_amount: 999,
        total_amount_gross: 1000,
        total_amount_paid: 1000,
        remaining_due: 0,
        credit: 5,
        payments: [{ submitted_amount: 1000, status: 'fully_paid' }],
        invoice_items: [
          { name: 'Copper pipe', quantity: 3, unit_price: 19.99, total: 1, amount: 1 },
          { name: 'Call-out', quantity: 1, unit_price: 12, total: 500 },
        ],
      }),
    );
    expect(invoice).toMatchObject({
      invoice_number: 'INV-000001',
      invoice_status: 'draft',
      invoice_type: 'draft',
      items_total: 71.97,
      total_discount_amount: 7.2,
      sub_total: 64.77,
      vat_amount: 12.95,
      tax1_amount: 4.86,
      total_amount_gross: 82.58,
      total_amount_paid: 0,
      remaining_due: 82.58,
      credit: 0,
      payments: [],
    });
    expect(invoice.id).not.toBe(424242);
    expect(invoice.invoice_items.map((item) => item.total)).toEqual([59.97, 12]);
  });

  it('records a payment sent with the save: partpaid for part of the total, paid for all of it', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const part = await createInvoice(t.app, auth, invoiceExample(client.id, { payment: payment(30) }));
    expect(part).toMatchObject({
      invoice_status: 'partpaid',
      invoice_type: 'partpaid',
      total_amount_paid: 30,
      remaining_due: 52.58,
      credit: 0,
    });
    expect(part.payments).toMatchObject([
      {
        invoice_id: part.id,
        submitted_amount: 30,
        submission_date: '2026-11-22',
        amount: 82.58,
        status: 'partially_paid',
        method: 'Cash',
        description: 'Deposit',
      },
    ]);
    expect(part.badges).toContain('P/Paid');

    // A form sends the payment as JSON text.
    const full = await createInvoice(
      t.app,
      auth,
      invoiceExample(client.id, { payment: JSON.stringify(payment('82.58')) }),
    );
    expect(full).toMatchObject({ invoice_status: 'paid', total_amount_paid: 82.58, remaining_due: 0 });
    expect(full.payments).toMatchObject([{ amount: 82.58, status: 'fully_paid' }]);

    // An empty payment object, or null, is no payment.
    for (const none of [null, {}, '']) {
      const plain = await createInvoice(t.app, auth, invoiceExample(client.id, { payment: none }));
      expect(plain).toMatchObject({ invoice_status: 'draft', total_amount_paid: 0, payments: [] });
    }
  });

  it('makes one invoice when the same save with a payment is sent twice with one Idempotency-Key', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v3/create_invoice',
        headers: { ...auth, 'idempotency-key': 'add-invoice-7f3a' },
        payload: invoiceExample(client.id, { payment: payment(30) }),
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().response).toEqual(first.json().response);
    expect(await invoiceCount(t.app, auth)).toBe(1);
    expect(await nextNumber(auth)).toBe('INV-000002');
  });
});
