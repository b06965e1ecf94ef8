import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
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

describe('update_quotation', () => {
  it('replaces the fields and lines of a draft, keeps the number and recomputes the totals', async () => {
    const { auth, client } = await ownerWithClient(t.app);
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
    const { auth, client } = await ownerWithClient(t.app);
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
    const owner = await ownerWithClient(t.app);
    const created = await createQuotation(t.app, owner.auth, workedExample(owner.client.id));
    const missing = await call(owner.auth, 'update_quotation', workedExample(owner.client.id));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toEqual(['Quotation ID is required.']);
    const stranger = await ownerWithClient(t.app);
    const res = await call(stranger.auth, 'update_quotation', {
      ...workedExample(stranger.client.id),
      quotation_id: created.id,
    });
    expect(res.statusCode).toBe(404);
  });
});
