import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { GBP } from '../../../test/factories';
import { multipart } from '../../../test/forms';
import { createQuotation, ownerWithClient, workedExample } from '../../../test/quotation-factories';
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
  it('stores a draft numbered QUO-000001 with the figures of the worked example', async () => {
    const { auth, client } = await ownerWithClient(t.app);
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
    const { auth, client } = await ownerWithClient(t.app);
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
    const { auth, client } = await ownerWithClient(t.app);
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
    const { auth, client } = await ownerWithClient(t.app);
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
    const { auth, client } = await ownerWithClient(t.app);
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

  it('accepts quantities with 3 decimals, a 100% discount and an amount discount equal to the items total', async () => {
    const { auth, client } = await ownerWithClient(t.app);
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
});
