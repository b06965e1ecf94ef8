import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { ownerWithClient, workedExample } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (auth: Auth, path: string, payload: object = {}) => postCall(t.app, auth, path, payload);

describe('create_quotation', () => {
  it('answers each missing required field with the spec message, in the spec order', async () => {
    const { auth } = await ownerWithClient(t.app);
    const res = await call(auth, 'create_quotation', {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: 0,
      message: [
        'Quotation Date is required.',
        'Client ID is required.',
        'Validity Term is required.',
        'Currency ID is required.',
      ],
    });
  });

  it.each([
    [{ quotation_date: '2026-02-30' }, 'Quotation Date must be a valid date (YYYY-MM-DD).'],
    [{ validity_term: 32 }, 'Validity Term must be from 0 to 31 days.'],
    [{ validity_term: -1 }, 'Validity Term must be from 0 to 31 days.'],
    [{ quotation_items: [{ name: '', quantity: 1, unit_price: 1 }] }, 'Item name is required.'],
    [{ quotation_items: [{ name: 'A', quantity: 0, unit_price: 1 }] }, 'Quantity must be greater than 0.'],
    [
      { quotation_items: [{ name: 'A', quantity: 1.2345, unit_price: 1 }] },
      'Quantity must be a number with at most 3 decimals.',
    ],
    // An explicit empty figure is refused, never saved as the default (issue 13).
    [
      { quotation_items: [{ name: 'A', quantity: '', unit_price: 1 }] },
      'Quantity must be a number with at most 3 decimals.',
    ],
    [
      { quotation_items: [{ name: 'A', quantity: 1, unit_price: ' ' }] },
      'Unit price must be a number with at most 2 decimals.',
    ],
    [{ quotation_items: [{ name: 'A', quantity: 1, unit_price: -0.01 }] }, 'Unit price cannot be negative.'],
    [
      { quotation_items: [{ name: 'A', quantity: 1, unit_price: 1.234 }] },
      'Unit price must be a number with at most 2 decimals.',
    ],
    [
      { quotation_items: [{ name: 'A', quantity: 1, unit_price: 1, type: 'gadget' }] },
      'Item type must be parts or service.',
    ],
    [{ quotation_items: 'not json' }, 'Items must be a list of lines.'],
    [{ quotation_items: [1] }, 'Items must be a list of lines.'],
    [{ discount_type: 'coupon' }, 'Discount type must be percent or amount.'],
    [{ discount_type: 'percent', discount_value: 100.5 }, 'Discount percent must be between 0 and 100.'],
    [{ discount_type: 'percent', discount_value: -1 }, 'Discount percent must be between 0 and 100.'],
    [{ discount_type: 'amount', discount_value: 71.98 }, 'Discount cannot be more than the items total.'],
    [{ discount_type: 'amount', discount_value: -1 }, 'Discount amount cannot be negative.'],
    [{ vat_percent: 101 }, 'VAT percent must be a number from 0 to 100 with at most 3 decimals.'],
    [{ tax1_percent: 'ten' }, 'Tax percent must be a number from 0 to 100 with at most 3 decimals.'],
  ])('refuses %j with its message', async (change, message) => {
    const { auth, client } = await ownerWithClient(t.app);
    const res = await call(auth, 'create_quotation', workedExample(client.id, change));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 0, message: [message] });
    const list = await call(auth, 'get_quotation_list_by_user', {});
    expect(list.json().response).toEqual([]);
  });

  it("answers 404 for a client that is not the user's own and 422 for an unknown currency", async () => {
    const { auth } = await ownerWithClient(t.app);
    const other = await ownerWithClient(t.app);
    const res = await call(auth, 'create_quotation', workedExample(other.client.id));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 0, message: 'Resource not found' });
    const { client } = await ownerWithClient(t.app);
    const currency = await call(auth, 'create_quotation', workedExample(client.id, { currency_id: 999999 }));
    expect(currency.statusCode).toBe(422);
    expect(currency.json().message).toEqual(['Currency ID is not a known currency.']);
  });

  it('checks the client before the totals: a total too large for a client not the own is a 404', async () => {
    // On PostgreSQL the client is checked by the statement that stores the quotation (ADR 0440), after
    // the totals are worked out; a refused total must still answer as the check before it would.
    const { auth, client } = await ownerWithClient(t.app);
    const other = await ownerWithClient(t.app);
    const huge = {
      quotation_items: Array.from({ length: 200 }, () => ({
        name: 'Crane',
        quantity: 1_000_000,
        unit_price: 9_999_999.99,
      })),
    };
    const foreign = await call(auth, 'create_quotation', workedExample(other.client.id, huge));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ status: 0, message: 'Resource not found' });
    const own = await call(auth, 'create_quotation', workedExample(client.id, huge));
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toEqual(['The document total is too large.']);
    const saved = await call(auth, 'create_quotation', workedExample(client.id));
    expect(saved.json().response.quotation_number).toBe('QUO-000001');
  });

  it('stores text with a lone surrogate as the replacement character on either database, never a 500', async () => {
    // PostgreSQL reads a new document's values from JSON (ADR 0440), which carries a lone surrogate as an
    // escape it refuses; the text is stored as a text parameter would store it.
    const { auth, client } = await ownerWithClient(t.app);
    const res = await call(auth, 'create_quotation', {
      ...workedExample(client.id),
      notes: 'Half \ud800 a pair',
      quotation_items: [{ name: 'Tile \udc00', quantity: 1, unit_price: 10 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const number = res.json().response.quotation_number as string;
    const stored = await call(auth, 'quotation/ListByquotationNumber', { quotation_number: number });
    // U+FFFD in its place (SQLite keeps the surrogate's three bytes, read back as three of them).
    expect(stored.json().response.notes).toMatch(/^Half \ufffd+ a pair$/);
    expect(stored.json().response.quotation_items[0].name).toMatch(/^Tile \ufffd+$/);
  });
});
