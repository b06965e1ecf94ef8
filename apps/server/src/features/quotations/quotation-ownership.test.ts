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

describe("another user's quotation", () => {
  it('answers 404 for every call, like a missing one', async () => {
    const owner = await ownerWithClient(t.app);
    const created = await createQuotation(t.app, owner.auth, workedExample(owner.client.id));
    const stranger = await ownerWithClient(t.app);
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
      expect(res.json(), path).toMatchObject({ status: 0, message: 'Resource not found' });
    }
    const list = await call(stranger.auth, 'get_quotation_list_by_user', {});
    expect(list.json().response).toEqual([]);
    const still = await call(owner.auth, 'quotation/ListByquotationNumber', {
      quotation_number: created.quotation_number,
    });
    expect(still.json().response).toMatchObject({ quotation_status: 'draft', quotation_type: 'draft' });
  });
});
