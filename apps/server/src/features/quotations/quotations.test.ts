import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateTotals } from '@tradebook/domain/documents/totals';
import { fromMinor } from '@tradebook/domain/money/money';
import { GBP, signedInUser } from '../../../test/factories';
import { multipart } from '../../../test/forms';
import { createClient, createQuotation, post, workedExample } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

type Auth = Record<string, string>;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function ownerWithClient() {
  const user = await signedInUser(t.app);
  const client = await createClient(t.app, user.auth);
  return { ...user, client };
}

const call = (auth: Auth, path: string, payload: unknown = {}) => post(t.app, auth, path, payload);

describe('create_quotation', () => {
  it('stores a draft numbered QUO-000001 with the figures of the worked example', async () => {
    const { auth, client } = await ownerWithClient();
    const res = await call(auth, 'create_quotation', workedExample(client.id));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 1, message: 'Save data Successful.' });
    expect(body.response).toMatchObject({
      id: body.response.quotation_id,
      quotation_number: 'QUO-000001',
      quotation_date: '2026-11-21',
      expiry_date: '2026-12-19',
      validity_term: 28,
      quotation_status: 'draft',
      quotation_type: 'draft',
      client_id: client.id,
      currency_id: GBP,
      items_total: 71.97,
      total_discount_amount: 7.2,
      discount_type: 'percent',
      discount_value: 10,
      discount: { type: 'percent', discount: 10 },
      sub_total: 64.77,
      total_amount_net: 64.77,
      vat_name: 'VAT',
      vat_percent: 20,
      vat_amount: 12.95,
      tax1_name: 'Levy',
      tax1_percent: 7.5,
      tax1_amount: 4.86,
      total_amount_gross: 82.58,
      total_amount_paid: 0,
      notes: 'Work starts within five days of approval.',
      client: {
        client_id: client.id,
        business_name: 'Acme Holdings',
        email: 'jordan@acme.co.uk',
        name: 'Jordan Smith',
      },
      currency: { symbol: '£', code: 'GBP' },
      quotation_attachments: [],
    });
    expect(body.response.quotation_items).toMatchObject([
      {
        name: 'Copper pipe',
        description: '15 mm, per metre',
        quantity: 3,
        unit_price: 19.99,
        total: 59.97,
        type: 'parts',
      },
      { name: 'Call-out', quantity: 1, unit_price: 12, total: 12, type: 'service' },
    ]);
    expect(body.response.pdfLink).toMatch(
      /^http:\/\/tradebook\.test\/api\/v3\/download\/quotation\/\d+\/\d+\/QUO-000001\.pdf\?expires=\d+&sig=/,
    );
  });

  it('ignores the totals, number and status a client sends and recomputes them', async () => {
    const { auth, client } = await ownerWithClient();
    const quotation = await createQuotation(
      t.app,
      auth,
      workedExample(client.id, {
        quotation_number: 'QUO-999999',
        quotation_status: 'approved',
        quotation_type: 'void',
        items_total: 1,
        sub_total: 1,
        total_amount_net: 1,
        total_amount_gross: 1000,
        vat_amount: 999,
        tax1_amount: 999,
        total_discount_amount: 0,
        quotation_items: [
          { name: 'Copper pipe', quantity: 3, unit_price: 19.99, total: 1 },
          { name: 'Call-out', quantity: 1, unit_price: 12, total: 500 },
        ],
      }),
    );
    expect(quotation).toMatchObject({
      quotation_number: 'QUO-000001',
      quotation_status: 'draft',
      quotation_type: 'draft',
      items_total: 71.97,
      total_discount_amount: 7.2,
      sub_total: 64.77,
      vat_amount: 12.95,
      tax1_amount: 4.86,
      total_amount_gross: 82.58,
    });
    expect(quotation.quotation_items.map((item) => item.total)).toEqual([59.97, 12]);
  });

  it('accepts a form body with the lines as JSON text and the discount as the spec object', async () => {
    const { auth, client } = await ownerWithClient();
    const body = workedExample(client.id);
    const form = new URLSearchParams({
      quotation_date: body.quotation_date,
      client_id: String(client.id),
      validity_term: '14',
      currency_id: String(GBP),
      vat_percent: '20',
      tax1_percent: '7.5',
      'discount[type]': 'amount',
      quotation_items: JSON.stringify(body.quotation_items),
      discount_type: 'amount',
      discount_value: '5.5',
    }).toString();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/create_quotation',
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toMatchObject({
      validity_term: 14,
      expiry_date: '2026-12-05',
      discount_type: 'amount',
      discount_value: 5.5,
      total_discount_amount: 5.5,
      sub_total: 66.47,
    });
    const nested = await createQuotation(t.app, auth, {
      ...workedExample(client.id),
      discount_type: undefined,
      discount_value: undefined,
      discount: { type: 'amount', discount: 7 },
    });
    expect(nested).toMatchObject({ discount_type: 'amount', total_discount_amount: 7, sub_total: 64.97 });
  });

  it('accepts a multipart form with one quotation_items[] part per line', async () => {
    const { auth, client } = await ownerWithClient();
    const body = workedExample(client.id);
    const form = multipart({
      quotation_date: body.quotation_date,
      client_id: String(client.id),
      validity_term: '28',
      currency_id: String(GBP),
      discount_type: 'percent',
      discount_value: '10',
      vat_percent: '20',
      tax1_percent: '7.5',
      'quotation_items[]': body.quotation_items.map((item) => JSON.stringify(item)),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/create_quotation',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toMatchObject({ items_total: 71.97, total_amount_gross: 82.58 });
    expect(res.json().response.quotation_items).toHaveLength(2);
  });

  it('takes tax names and rates from the tax settings when the request has none', async () => {
    const { auth, client } = await ownerWithClient();
    const saved = await call(auth, 'tax/update', {
      tax1_name: 'VAT',
      tax1_rate: 20,
      is_tax1_enable: 1,
      tax2_name: 'Eco levy',
      tax2_rate: 2.5,
      is_tax2_enable: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const quotation = await createQuotation(
      t.app,
      auth,
      workedExample(client.id, {
        vat_name: undefined,
        vat_percent: undefined,
        tax1_name: undefined,
        tax1_percent: undefined,
      }),
    );
    expect(quotation).toMatchObject({
      vat_name: 'VAT',
      vat_percent: 20,
      vat_amount: 12.95,
      tax1_name: 'Eco levy',
      tax1_percent: 0,
      tax1_amount: 0,
      total_amount_gross: 77.72,
    });
  });

  it('answers each missing required field with the spec message, in the spec order', async () => {
    const { auth } = await ownerWithClient();
    const res = await call(auth, 'create_quotation', {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
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
    const { auth, client } = await ownerWithClient();
    const res = await call(auth, 'create_quotation', workedExample(client.id, change));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ status: 0, message: [message] });
  });

  it('accepts quantities with 3 decimals, a 100% discount and an amount discount equal to the items total', async () => {
    const { auth, client } = await ownerWithClient();
    const hours = await createQuotation(
      t.app,
      auth,
      workedExample(client.id, {
        quotation_items: [{ name: 'Labour', quantity: '1.5', unit_price: '33.33' }],
        discount_value: 0,
      }),
    );
    expect(hours.quotation_items[0]).toMatchObject({ quantity: 1.5, total: 50 });
    const free = await createQuotation(t.app, auth, workedExample(client.id, { discount_value: 100 }));
    expect(free).toMatchObject({ total_discount_amount: 71.97, sub_total: 0, total_amount_gross: 0 });
    const all = await createQuotation(
      t.app,
      auth,
      workedExample(client.id, { discount_type: 'amount', discount_value: 71.97 }),
    );
    expect(all).toMatchObject({ total_discount_amount: 71.97, total_amount_gross: 0 });
  });

  it("answers 404 for a client that is not the user's own and 422 for an unknown currency", async () => {
    const { auth } = await ownerWithClient();
    const other = await ownerWithClient();
    const res = await call(auth, 'create_quotation', workedExample(other.client.id));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 0, message: 'Resource not found' });
    const { client } = await ownerWithClient();
    const currency = await call(auth, 'create_quotation', workedExample(client.id, { currency_id: 999999 }));
    expect(currency.statusCode).toBe(422);
    expect(currency.json().message).toEqual(['Currency ID is not a known currency.']);
  });

  it('answers exactly what calculateTotals gives for the same lines, discount and rates', async () => {
    const { auth, client } = await ownerWithClient();
    const line = fc.record({
      quantityMilli: fc.integer({ min: 1, max: 5_000_000 }),
      unitPriceMinor: fc.integer({ min: 0, max: 5_000_000 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        async (lines, percentMilli, rate1, rate2) => {
          const expected = calculateTotals({
            lines,
            discount: { type: 'percent', value: percentMilli },
            taxRates: [rate1, rate2],
          });
          const quotation = await createQuotation(
            t.app,
            auth,
            workedExample(client.id, {
              quotation_items: lines.map((l, i) => ({
                name: `Line ${i}`,
                quantity: l.quantityMilli / 1000,
                unit_price: fromMinor(l.unitPriceMinor),
              })),
              discount_value: percentMilli / 1000,
              vat_percent: rate1 / 1000,
              tax1_percent: rate2 / 1000,
            }),
          );
          expect(quotation.quotation_items.map((item) => item.total)).toEqual(
            expected.lineTotalsMinor.map(fromMinor),
          );
          expect(quotation).toMatchObject({
            items_total: fromMinor(expected.itemsTotalMinor),
            total_discount_amount: fromMinor(expected.discountMinor),
            sub_total: fromMinor(expected.subtotalMinor),
            vat_amount: fromMinor(expected.tax1Minor),
            tax1_amount: fromMinor(expected.tax2Minor),
            total_amount_gross: fromMinor(expected.grandTotalMinor),
          });
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('get_quotation_number', () => {
  it('answers the next number and the defaults of a new quotation without taking the number', async () => {
    const { auth, client } = await ownerWithClient();
    await call(auth, 'terms_days/post', { invoice_days: 30, quotation_days: 14 });
    const first = await t.app.inject({ method: 'GET', url: '/api/v3/get_quotation_number', headers: auth });
    expect(first.statusCode).toBe(200);
    expect(first.json().response).toMatchObject({
      response: 'QUO-000001',
      quotation_number: 'QUO-000001',
      validity_term: 14,
      currency_id: GBP,
    });
    const again = await t.app.inject({ method: 'GET', url: '/api/v3/get_quotation_number', headers: auth });
    expect(again.json().response.response).toBe('QUO-000001');
    await createQuotation(t.app, auth, workedExample(client.id));
    const next = await t.app.inject({ method: 'GET', url: '/api/v3/get_quotation_number', headers: auth });
    expect(next.json().response.response).toBe('QUO-000002');
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/get_quotation_number' });
    expect(res.statusCode).toBe(401);
  });
});

describe('quotation/ListByquotationNumber', () => {
  it('answers the quotation by its number', async () => {
    const { auth, client } = await ownerWithClient();
    const created = await createQuotation(t.app, auth, workedExample(client.id));
    const res = await call(auth, 'quotation/ListByquotationNumber', { quotation_number: 'QUO-000001' });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatchObject({
      id: created.id,
      total_amount_gross: 82.58,
      is_expired: false,
    });
  });

  it('says the number is required and answers 404 for a number the user does not have', async () => {
    const { auth } = await ownerWithClient();
    const missing = await call(auth, 'quotation/ListByquotationNumber', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toEqual(['Quotation Number is required.']);
    const unknown = await call(auth, 'quotation/ListByquotationNumber', { quotation_number: 'QUO-000077' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('update_quotation', () => {
  it('replaces the fields and lines of a draft, keeps the number and recomputes the totals', async () => {
    const { auth, client } = await ownerWithClient();
    const created = await createQuotation(t.app, auth, workedExample(client.id));
    const [pipe] = created.quotation_items;
    const res = await call(auth, 'update_quotation', {
      ...workedExample(client.id),
      quotation_id: created.id,
      quotation_number: 'QUO-123456',
      total_amount_gross: 5,
      validity_term: 7,
      discount_value: 0,
      quotation_items: [
        { item_id: pipe?.item_id, name: 'Copper pipe 22 mm', quantity: 2, unit_price: 25 },
        { name: 'Valve', quantity: 1, unit_price: 8.5, type: 'parts' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Update data Successful.');
    const updated = res.json().response;
    expect(updated).toMatchObject({
      quotation_number: 'QUO-000001',
      expiry_date: '2026-11-28',
      items_total: 58.5,
      sub_total: 58.5,
      vat_amount: 11.7,
      tax1_amount: 4.39,
      total_amount_gross: 74.59,
    });
    expect(updated.quotation_items[0]).toMatchObject({
      item_id: pipe?.item_id,
      name: 'Copper pipe 22 mm',
      total: 50,
    });
    expect(updated.quotation_items).toHaveLength(2);
  });

  it('keeps the stored tax lines when the update sends none', async () => {
    const { auth, client } = await ownerWithClient();
    const created = await createQuotation(t.app, auth, workedExample(client.id));
    const res = await call(auth, 'update_quotation', {
      ...workedExample(client.id, {
        vat_percent: '',
        tax1_percent: null,
        vat_name: '',
        tax1_name: undefined,
      }),
      quotation_id: created.id,
    });
    expect(res.json().response).toMatchObject({
      vat_name: 'VAT',
      vat_percent: 20,
      tax1_name: 'Levy',
      tax1_percent: 7.5,
    });
  });

  it('says the quotation id is required and answers 404 for another user’s quotation', async () => {
    const owner = await ownerWithClient();
    const created = await createQuotation(t.app, owner.auth, workedExample(owner.client.id));
    const missing = await call(owner.auth, 'update_quotation', workedExample(owner.client.id));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toEqual(['Quotation ID is required.']);
    const stranger = await ownerWithClient();
    const res = await call(stranger.auth, 'update_quotation', {
      ...workedExample(stranger.client.id),
      quotation_id: created.id,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('quotation lines', () => {
  it('answers one line and edits it, recomputing the totals', async () => {
    const { auth, client } = await ownerWithClient();
    const created = await createQuotation(t.app, auth, workedExample(client.id));
    const line = created.quotation_items[1];
    const detail = await call(auth, 'quotation/eachItemDetail', {
      quotation_id: created.id,
      item_id: line?.item_id,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().response).toMatchObject({
      item_id: line?.item_id,
      name: 'Call-out',
      type: 'service',
      quantity: 1,
      unit_price: 12,
    });

    const edit = await call(auth, 'quotation/eachItemDetail/edit', {
      quotation_id: created.id,
      item_id: line?.item_id,
      name: 'Call-out (evening)',
      description: 'After 6 pm',
      quantity: 2,
      unit_price: 30,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().message).toBe('Update data Successful.');
    expect(edit.json().response).toMatchObject({
      items_total: 119.97,
      total_discount_amount: 12,
      sub_total: 107.97,
    });
    expect(edit.json().response.quotation_items[1]).toMatchObject({
      name: 'Call-out (evening)',
      description: 'After 6 pm',
      total: 60,
    });
  });

  it('answers 404 for a line of another quotation or user, and the messages of a bad edit', async () => {
    const owner = await ownerWithClient();
    const first = await createQuotation(t.app, owner.auth, workedExample(owner.client.id));
    const second = await createQuotation(t.app, owner.auth, workedExample(owner.client.id));
    const lineOfSecond = second.quotation_items[0]?.item_id;
    expect(
      (await call(owner.auth, 'quotation/eachItemDetail', { quotation_id: first.id, item_id: lineOfSecond }))
        .statusCode,
    ).toBe(404);
    const stranger = await ownerWithClient();
    expect(
      (
        await call(stranger.auth, 'quotation/eachItemDetail', {
          quotation_id: second.id,
          item_id: lineOfSecond,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(stranger.auth, 'quotation/eachItemDetail/edit', {
          quotation_id: second.id,
          item_id: lineOfSecond,
          name: 'X',
          quantity: 1,
          unit_price: 1,
        })
      ).statusCode,
    ).toBe(404);
    const bad = await call(owner.auth, 'quotation/eachItemDetail', {});
    expect(bad.json().message).toEqual(['Quotation ID is required.', 'Item ID is required.']);
    const badEdit = await call(owner.auth, 'quotation/eachItemDetail/edit', {
      quotation_id: second.id,
      item_id: lineOfSecond,
      name: '',
      quantity: 0,
      unit_price: -2,
    });
    expect(badEdit.statusCode).toBe(422);
    expect(badEdit.json().message).toEqual([
      'Item name is required.',
      'Quantity must be greater than 0.',
      'Unit price cannot be negative.',
    ]);
  });
});

describe('lists and search', () => {
  async function seed() {
    const owner = await ownerWithClient();
    const other = await createClient(t.app, owner.auth, {
      full_name: 'Maria Lopez',
      email: 'maria@lopez.co.uk',
      business_name: 'Lopez Bakery',
    });
    const a = await createQuotation(
      t.app,
      owner.auth,
      workedExample(owner.client.id, { quotation_date: '2026-06-01' }),
    );
    const b = await createQuotation(
      t.app,
      owner.auth,
      workedExample(other.id, { quotation_date: '2026-08-15' }),
    );
    const c = await createQuotation(
      t.app,
      owner.auth,
      workedExample(other.id, { quotation_date: '2026-10-30' }),
    );
    return { ...owner, a, b, c };
  }
  const numbers = (res: { json(): { response: Array<{ quotation_number: string }> } }) =>
    res.json().response.map((q) => q.quotation_number);

  it('lists the user’s quotations newest first, and only theirs', async () => {
    const { auth } = await seed();
    const stranger = await ownerWithClient();
    await createQuotation(t.app, stranger.auth, workedExample(stranger.client.id));
    const res = await call(auth, 'get_quotation_list_by_user', {});
    expect(res.statusCode).toBe(200);
    expect(numbers(res)).toEqual(['QUO-000003', 'QUO-000002', 'QUO-000001']);
  });

  it('filters by date range, search text and status', async () => {
    const { auth, a, b } = await seed();
    expect(
      numbers(
        await call(auth, 'get_quotation_list_by_user', { start_date: '2026-08-01', end_date: '2026-10-30' }),
      ),
    ).toEqual(['QUO-000003', 'QUO-000002']);
    expect(numbers(await call(auth, 'get_quotation_list_by_user', { search_field: 'lopez' }))).toEqual([
      'QUO-000003',
      'QUO-000002',
    ]);
    expect(numbers(await call(auth, 'get_quotation_list_by_user', { search_field: 'MARIA@' }))).toEqual([
      'QUO-000003',
      'QUO-000002',
    ]);
    expect(numbers(await call(auth, 'get_quotation_list_by_user', { search_field: '000001' }))).toEqual([
      'QUO-000001',
    ]);
    expect(numbers(await call(auth, 'get_quotation_list_by_user', { search_field: '%' }))).toEqual([]);
    await call(auth, 'quotation_change_status', { quotation_id: a.id, status: 'approved' });
    await call(auth, 'quotation_void', { quotation_id: b.id });
    expect(numbers(await call(auth, 'get_quotation_list_by_user', { category: 'approved' }))).toEqual([
      'QUO-000001',
    ]);
    expect(numbers(await call(auth, 'get_quotation_list_by_user', { category: 'void' }))).toEqual([
      'QUO-000002',
    ]);
    expect(numbers(await call(auth, 'get_quotation_list_by_user', { category: 'draft' }))).toEqual([
      'QUO-000003',
    ]);
    expect(numbers(await call(auth, 'get_quotation_list_by_user', { category: 'all' }))).toHaveLength(3);
    const bad = await call(auth, 'get_quotation_list_by_user', { category: 'lost', start_date: 'soon' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toEqual([
      'Start date must be a valid date (YYYY-MM-DD).',
      'Status filter must be one of all, approved, pending, rejected, sent, draft, void, expired.',
    ]);
  });

  it('marks a draft whose expiry date has passed as expired and keeps its stored status', async () => {
    const { auth } = await seed();
    t.setNow(new Date('2026-11-01T12:00:00Z'));
    try {
      const res = await call(auth, 'get_quotation_list_by_user', {});
      const byNumber = Object.fromEntries(
        res.json().response.map((q: { quotation_number: string }) => [q.quotation_number, q]),
      );
      expect(byNumber['QUO-000001']).toMatchObject({
        quotation_status: 'draft',
        is_expired: true,
        status_label: 'Expired',
      });
      expect(byNumber['QUO-000003']).toMatchObject({
        quotation_status: 'draft',
        is_expired: false,
        status_label: 'draft',
      });
      expect(numbers(await call(auth, 'get_quotation_list_by_user', { category: 'expired' }))).toEqual([
        'QUO-000002',
        'QUO-000001',
      ]);
    } finally {
      t.setNow(undefined);
    }
  });

  it('quotation/details/search needs the date range, with the spec messages', async () => {
    const { auth } = await seed();
    const missing = await call(auth, 'quotation/details/search', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toEqual(['Start date is required', 'End date is required']);
    const res = await call(auth, 'quotation/details/search', {
      from_date: '2026-06-01',
      to_date: '2026-08-15',
      search_field: 'acme',
      category: 'all',
    });
    expect(res.statusCode).toBe(200);
    expect(numbers(res)).toEqual(['QUO-000001']);
  });
});

describe('status rules', () => {
  it('sets approved or rejected, voids, and refuses edits once the quotation is not a draft', async () => {
    const { auth, client } = await ownerWithClient();
    const created = await createQuotation(t.app, auth, workedExample(client.id));
    const approved = await call(auth, 'quotation_change_status', {
      quotation_id: created.id,
      status: 'Approved',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().response).toMatchObject({ quotation_status: 'approved', status: 'approved' });

    const update = await call(auth, 'update_quotation', {
      ...workedExample(client.id),
      quotation_id: created.id,
    });
    expect(update.statusCode).toBe(409);
    expect(update.json()).toEqual({ status: 0, message: 'Only a draft quotation can be edited.' });
    const line = created.quotation_items[0]?.item_id;
    const edit = await call(auth, 'quotation/eachItemDetail/edit', {
      quotation_id: created.id,
      item_id: line,
      name: 'X',
      quantity: 1,
      unit_price: 1,
    });
    expect(edit.statusCode).toBe(409);

    const rejected = await call(auth, 'quotation_change_status', {
      quotation_id: created.id,
      status: 'rejected',
    });
    expect(rejected.json().response.quotation_status).toBe('rejected');

    const voided = await call(auth, 'quotation_void', { quotation_id: created.id });
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({
      message: 'Void Successful.',
      response: { quotation_type: 'void', status_label: 'Void' },
    });
    const afterVoid = await call(auth, 'quotation_change_status', {
      quotation_id: created.id,
      status: 'approved',
    });
    expect(afterVoid.statusCode).toBe(409);
  });

  it('refuses an unknown status with its message', async () => {
    const { auth, client } = await ownerWithClient();
    const created = await createQuotation(t.app, auth, workedExample(client.id));
    const res = await call(auth, 'quotation_change_status', { quotation_id: created.id, status: 'won' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual(['Status must be approved or rejected.']);
    const missing = await call(auth, 'quotation_change_status', {});
    expect(missing.json().message).toEqual(['Quotation ID is required.', 'Status is required.']);
  });

  it('refuses to edit a void draft', async () => {
    const { auth, client } = await ownerWithClient();
    const created = await createQuotation(t.app, auth, workedExample(client.id));
    await call(auth, 'quotation_void', { quotation_id: created.id });
    const res = await call(auth, 'update_quotation', {
      ...workedExample(client.id),
      quotation_id: created.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This quotation is void and cannot be edited.');
  });
});

describe('delete_quotation', () => {
  it('deletes the quotation; the client can then be deleted too', async () => {
    const { auth, client } = await ownerWithClient();
    const created = await createQuotation(t.app, auth, workedExample(client.id));
    const blocked = await call(auth, 'delete_client', { client_id: client.id });
    expect(blocked.statusCode).toBe(409);
    const wrongClient = await call(auth, 'delete_quotation', {
      quotation_id: created.id,
      client_id: client.id + 1000,
    });
    expect(wrongClient.statusCode).toBe(404);
    const res = await call(auth, 'delete_quotation', { quotation_id: created.id, client_id: client.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, message: 'Delete Successful.' });
    expect(
      (await call(auth, 'quotation/ListByquotationNumber', { quotation_number: created.quotation_number }))
        .statusCode,
    ).toBe(404);
    expect((await call(auth, 'delete_client', { client_id: client.id })).statusCode).toBe(200);
  });
});

describe("another user's quotation", () => {
  it('answers 404 for every call, like a missing one', async () => {
    const owner = await ownerWithClient();
    const created = await createQuotation(t.app, owner.auth, workedExample(owner.client.id));
    const stranger = await ownerWithClient();
    const line = created.quotation_items[0]?.item_id;
    const calls: Array<[string, Record<string, unknown>]> = [
      ['quotation/ListByquotationNumber', { quotation_number: created.quotation_number }],
      ['update_quotation', { ...workedExample(stranger.client.id), quotation_id: created.id }],
      ['quotation/eachItemDetail', { quotation_id: created.id, item_id: line }],
      [
        'quotation/eachItemDetail/edit',
        { quotation_id: created.id, item_id: line, name: 'X', quantity: 1, unit_price: 1 },
      ],
      ['delete_quotation', { quotation_id: created.id }],
      ['quotation_change_status', { quotation_id: created.id, status: 'approved' }],
      ['quotation_void', { quotation_id: created.id }],
      ['quotation/emailSent', { quotation_number: created.quotation_number }],
    ];
    for (const [path, body] of calls) {
      const res = await call(stranger.auth, path, body);
      expect(res.statusCode, path).toBe(404);
      expect(res.json(), path).toEqual({ status: 0, message: 'Resource not found' });
    }
    const list = await call(stranger.auth, 'get_quotation_list_by_user', {});
    expect(list.json().response).toEqual([]);
    const still = await call(owner.auth, 'quotation/ListByquotationNumber', {
      quotation_number: created.quotation_number,
    });
    expect(still.json().response).toMatchObject({ quotation_status: 'draft', quotation_type: 'draft' });
  });
});

describe('the OpenAPI document', () => {
  it('describes every quotation call and the download links', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      'get_quotation_number',
      'create_quotation',
      'update_quotation',
      'quotation/ListByquotationNumber',
      'get_quotation_list_by_user',
      'quotation/details/search',
      'quotation/eachItemDetail',
      'quotation/eachItemDetail/edit',
      'delete_quotation',
      'quotation_change_status',
      'quotation_void',
      'upload_quotation_attachment',
      'delete_quotation_attachment',
      'quotation/emailSent',
      'quotation_export_by_userId',
      'quotation_export_xlsx_by_userId',
      'quotation_export_zip_by_userId',
      'download/quotation/{owner}/{key}/{filename}',
      'download/quotations/{owner}/{key}/{filename}',
    ]) {
      expect(paths, path).toContain(`/api/v3/${path}`);
    }
    const create = res.json().paths['/api/v3/create_quotation'].post;
    expect(create.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'quotation_items',
    );
    expect(
      create.responses['200'].content['application/json'].schema.properties.response.properties,
    ).toHaveProperty('pdfLink');
  });
});
