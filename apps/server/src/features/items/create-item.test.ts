import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createItem, listItems } from '../../../test/catalogue-factories';
import { signedInUser } from '../../../test/factories';
import { urlencoded } from '../../../test/forms';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

const post = (auth: Auth, path: string, payload: object = {}) => postCall(t.app, auth, path, payload);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('create_item', () => {
  it('answers the new item with the defaults filled in', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await post(auth, 'create_item', { name: 'Tap washer', description: '15 mm' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Item created successfully.');
    expect(body.response).toMatchObject({
      item_no: 'ITEM-000001',
      name: 'Tap washer',
      description: '15 mm',
      quantity: 1,
      unit_price: 0,
      amount: 0,
      type: 'parts',
      service_type: 'parts',
      category_id: null,
      category_type: 'N/A',
      active: 1,
    });
    expect(body.response.item_id).toBe(body.response.id);
    expect(typeof body.response.created_by).toBe('number');
    expect(Date.parse(body.response.created_at)).not.toBeNaN();
  });

  it('reads a form with numbers as text and computes the amount with the shared rounding', async () => {
    const { auth } = await signedInUser(t.app);
    const form = urlencoded({
      name: 'Labour',
      quantity: '1.5',
      unit_price: '40.50',
      service_type: 'services',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/create_item',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toMatchObject({
      quantity: 1.5,
      unit_price: 40.5,
      amount: 60.75,
      type: 'services',
    });
    // 0.333 x 10.00 = 3.33; 0.335 x 0.01 = 0.00335 rounds to 0.00.
    expect((await createItem(t.app, auth, { name: 'A', quantity: 0.333, unit_price: 10 })).amount).toBe(3.33);
    expect((await createItem(t.app, auth, { name: 'B', quantity: '2.125', unit_price: '0.02' })).amount).toBe(
      0.04,
    );
  });

  it('ignores a number, an amount or an owner sent by the client', async () => {
    const { auth } = await signedInUser(t.app);
    const item = await createItem(t.app, auth, {
      name: 'Hose',
      quantity: 2,
      unit_price: 3,
      item_no: 'ITEM-999999',
      amount: 1000,
      user_id: 1,
      created_by: 1,
    });
    expect(item).toMatchObject({ item_no: 'ITEM-000001', amount: 6 });
  });

  it.each([
    [{ name: '' }, ['Item name is required.']],
    [{ name: 'A', quantity: 0 }, ['Quantity must be greater than 0.']],
    [{ name: 'A', quantity: '-2' }, ['Quantity must be greater than 0.']],
    [{ name: 'A', quantity: '1.2345' }, ['Quantity must be a number with at most 3 decimals.']],
    [{ name: 'A', quantity: 'lots' }, ['Quantity must be a number with at most 3 decimals.']],
    [{ name: 'A', quantity: 1_000_001 }, ['Quantity must be at most 1,000,000.']],
    [{ name: 'A', unit_price: -0.01 }, ['Unit price cannot be negative.']],
    [{ name: 'A', unit_price: '9.999' }, ['Unit price must be a number with at most 2 decimals.']],
    [{ name: 'A', unit_price: 10_000_000 }, ['Unit price must be at most 9,999,999.99.']],
    [{ name: 'A', type: 'goods' }, ['Item type must be parts or services.']],
    [{ name: 'A', category_id: 'abc' }, ['Please choose a category from the list.']],
    [
      { name: ' ', quantity: 0, unit_price: -1 },
      ['Item name is required.', 'Quantity must be greater than 0.', 'Unit price cannot be negative.'],
    ],
  ])('refuses %j with 422 and %j', async (fields, messages) => {
    const { auth } = await signedInUser(t.app);
    const res = await post(auth, 'create_item', fields);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 0, message: messages });
    expect(await listItems(t.app, auth)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/create_item', payload: { name: 'A' } });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/generate_item_no' })).statusCode).toBe(401);
  });
});
