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

describe('quotation lines', () => {
  it('answers one line and edits it, recomputing the totals', async () => {
    const { auth, client } = await ownerWithClient(t.app);
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
    const owner = await ownerWithClient(t.app);
    const first = await createQuotation(t.app, owner.auth, workedExample(owner.client.id));
    const second = await createQuotation(t.app, owner.auth, workedExample(owner.client.id));
    const lineOfSecond = second.quotation_items[0]?.item_id;
    expect(
      (await call(owner.auth, 'quotation/eachItemDetail', { quotation_id: first.id, item_id: lineOfSecond }))
        .statusCode,
    ).toBe(404);
    const stranger = await ownerWithClient(t.app);
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
