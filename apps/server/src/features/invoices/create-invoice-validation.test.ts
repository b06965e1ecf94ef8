// create_invoice refuses bad input (docs/reference/invoices.md 'Rules'; docs/reference/api.md 'The API
// contract', docs/reference/invoices.md 'Rules'): the spec's messages in its order, a 404 for another user's
// client, and bodies no client sends (garbage, huge or negative numbers, NUL characters) answered 4xx, never
// 500. Each refused save leaves no invoice and uses no number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createInvoice, invoiceExample } from '../../../test/invoice-factories';
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

/** A refused create leaves no invoice and uses no number. */
async function expectNothingCreated(auth: Auth) {
  expect(await invoiceCount(t.app, auth)).toBe(0);
  expect(await nextInvoiceNumber(t.app, auth)).toBe('INV-000001');
}

const payment = (amount: unknown, overrides: Record<string, unknown> = {}) => ({
  submitted_amount: amount,
  submission_date: '2026-11-22',
  method: 'Cash',
  description: 'Deposit',
  ...overrides,
});

describe('create_invoice refuses bad input and keeps nothing', () => {
  it('answers each missing field with the spec message, in the spec order', async () => {
    const { auth } = await ownerWithClient(t.app);
    const res = await call(auth, 'create_invoice', {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: 0,
      message: [
        'Client is required.',
        'Validity term is required.',
        'Currency is required.',
        'Invoice date is required.',
      ],
    });
    const blank = await call(auth, 'create_invoice', {
      client_id: '',
      validity_term: ' ',
      currency_id: null,
      invoice_date: '',
    });
    expect(blank.json().message).toEqual(res.json().message);
    await expectNothingCreated(auth);
  });

  it('asks an invoice that is not a draft for its items (gross amount) and VAT percent', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const res = await call(
      auth,
      'create_invoice',
      invoiceExample(client.id, { invoice_status: 'sent', invoice_items: [], vat_percent: '' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual(['Total Gross Amount is required.', 'VAT percent is required.']);
    // A draft may be saved without items and takes the VAT rate from the settings.
    const draft = await createInvoice(
      t.app,
      auth,
      invoiceExample(client.id, { invoice_items: [], vat_percent: '', discount_value: 0 }),
    );
    expect(draft).toMatchObject({ invoice_number: 'INV-000001', items_total: 0, total_amount_gross: 0 });
  });

  it.each([
    [{ invoice_date: '2026-02-30' }, 'Invoice date must be a valid date (YYYY-MM-DD).'],
    [{ invoice_date: 'tomorrow' }, 'Invoice date must be a valid date (YYYY-MM-DD).'],
    [{ validity_term: 32 }, 'Validity term must be from 0 to 31 days.'],
    [{ validity_term: -1 }, 'Validity term must be from 0 to 31 days.'],
    [{ validity_term: 1e20 }, 'Validity term must be from 0 to 31 days.'],
    [{ currency_id: 999999 }, 'Currency ID is not a known currency.'],
    [{ currency_id: 'pounds' }, 'Currency is required.'],
    [{ client_id: -3 }, 'Client is required.'],
    [{ client_id: 1e20 }, 'Client is required.'],
    [{ invoice_status: 'cancelled' }, 'Invoice status must be one of draft, sent, partpaid, paid.'],
    [{ invoice_items: [{ name: '', quantity: 1, unit_price: 1 }] }, 'Item name is required.'],
    [{ invoice_items: [{ name: 'A', quantity: 0, unit_price: 1 }] }, 'Quantity must be greater than 0.'],
    [{ invoice_items: [{ name: 'A', quantity: -1, unit_price: 1 }] }, 'Quantity must be greater than 0.'],
    [
      { invoice_items: [{ name: 'A', quantity: 1e300, unit_price: 1 }] },
      'Quantity must be a number with at most 3 decimals.',
    ],
    [
      { invoice_items: [{ name: 'A', quantity: 999999999, unit_price: 1 }] },
      'Quantity must be at most 1,000,000.',
    ],
    [{ invoice_items: [{ name: 'A', quantity: 1, unit_price: -5 }] }, 'Unit price cannot be negative.'],
    [
      { invoice_items: [{ name: 'A', quantity: 1, unit_price: 99999999999 }] },
      'Unit price must be at most 9,999,999.99.',
    ],
    [
      { invoice_items: [{ name: 'A', quantity: 1, unit_price: 1.234 }] },
      'Unit price must be a number with at most 2 decimals.',
    ],
    [{ invoice_items: 'not json' }, 'Items must be a list of lines.'],
    [{ discount_type: 'percent', discount_value: 100.5 }, 'Discount percent must be between 0 and 100.'],
    [{ discount_type: 'amount', discount_value: 71.98 }, 'Discount cannot be more than the items total.'],
    [{ discount_type: 'amount', discount_value: -1 }, 'Discount amount cannot be negative.'],
    [{ vat_percent: 101 }, 'VAT percent must be a number from 0 to 100 with at most 3 decimals.'],
    [{ tax1_percent: -2 }, 'Tax percent must be a number from 0 to 100 with at most 3 decimals.'],
    [{ payment: payment(0) }, 'Payment amount must be greater than 0.'],
    [{ payment: payment(-10) }, 'Payment amount must be greater than 0.'],
    [{ payment: payment('') }, 'Payment amount is required.'],
    [{ payment: payment(1.005) }, 'Payment amount must be a number with at most 2 decimals.'],
    [{ payment: payment(5, { submission_date: '' }) }, 'Payment date is required'],
    [{ payment: payment(5, { method: '' }) }, 'Payment method is required'],
    [{ payment: 'not json' }, 'Payment amount is required.'],
    [{ payment: [1, 2] }, 'Payment amount is required.'],
    [{ payment: 42 }, 'Payment amount is required.'],
  ])('refuses %j with its message and keeps nothing', async (change, message) => {
    const { auth, client } = await ownerWithClient(t.app);
    const res = await call(auth, 'create_invoice', invoiceExample(client.id, change));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ status: 0, message: [message] });
    await expectNothingCreated(auth);
  });

  it("answers 404 for another user's client and uses no number", async () => {
    const { auth } = await ownerWithClient(t.app);
    const other = await ownerWithClient(t.app);
    const res = await call(auth, 'create_invoice', invoiceExample(other.client.id));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 0, message: 'Resource not found' });
    await expectNothingCreated(auth);
    await expectNothingCreated(other.auth);
  });

  it('answers 4xx, never 500, to bodies that are not what a client sends', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    for (const raw of ['garbage', '{"client_id":', '[1,2,3]', '"text"', 'null', '\u0000']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v3/create_invoice',
        headers: { ...auth, 'content-type': 'application/json' },
        payload: raw,
      });
      expect(res.statusCode, `${JSON.stringify(raw)}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, raw).toBeLessThan(500);
      expect(res.json().status).toBe(0);
    }
    for (const change of [
      { invoice_items: [{ name: 'A', quantity: 1e308, unit_price: 1e308 }] },
      { invoice_items: [{ name: 'A', quantity: 1, unit_price: Number.MAX_SAFE_INTEGER }] },
      { invoice_items: [1, 'two', null] },
      { invoice_items: { name: 'not a list' } },
      { discount_value: 1e308 },
      { invoice_items: 'x'.repeat(100_000) },
      { validity_term: 'NaN' },
      { vat_percent: -1e308 },
      { payment: { submitted_amount: 1e30, submission_date: '2026-11-22', method: 'Cash' } },
      { payment: { submitted_amount: 'Infinity', submission_date: '2026-11-22', method: 'Cash' } },
      { notes: 'x'.repeat(5000) },
      { client_id: { $ne: null } },
    ]) {
      const res = await call(auth, 'create_invoice', invoiceExample(client.id, change));
      expect(res.statusCode, `${JSON.stringify(change).slice(0, 80)}: ${res.body}`).toBeLessThan(500);
      expect(res.statusCode, JSON.stringify(change).slice(0, 80)).not.toBe(200);
    }
    // Items whose total overflows what a document can hold.
    const huge = await call(
      auth,
      'create_invoice',
      invoiceExample(client.id, {
        discount_value: 0,
        invoice_items: Array.from({ length: 200 }, () => ({
          name: 'Crane',
          quantity: 1_000_000,
          unit_price: 9_999_999.99,
        })),
      }),
    );
    expect(huge.statusCode, huge.body).toBe(422);
    expect(huge.json().message).toEqual(['The document total is too large.']);
    await expectNothingCreated(auth);
  });

  it('refuses text with NUL characters with a 4xx on either database, never a 500', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const nul = 'Copper\u0000pipe';
    for (const change of [
      { notes: nul },
      { vat_name: nul },
      { invoice_items: [{ name: nul, quantity: 1, unit_price: 1 }] },
      { invoice_items: [{ name: 'Pipe', description: nul, quantity: 1, unit_price: 1 }] },
      { invoice_date: '2026-11-21\u0000' },
      { client_id: `${client.id}\u0000` },
      { payment: payment(5, { method: nul }) },
      { payment: payment(5, { description: nul }) },
    ]) {
      const res = await call(auth, 'create_invoice', invoiceExample(client.id, change));
      expect(res.statusCode, `${JSON.stringify(change)}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(change)).toBeLessThan(500);
    }
    await expectNothingCreated(auth);
  });
});
