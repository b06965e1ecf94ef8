import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createItem, listItems } from '../../../test/catalogue-factories';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

const post = (auth: Auth, path: string, payload: object = {}) => postCall(t.app, auth, path, payload);
const names = (items: { name: string }[]) => items.map((item) => item.name);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('get_item', () => {
  let auth: Auth;
  let categoryId: number;

  beforeAll(async () => {
    auth = (await signedInUser(t.app)).auth;
    categoryId = (await post(auth, 'create_item_category', { type: 'Plumbing' })).json().response.id;
    await createItem(t.app, auth, {
      name: 'copper pipe',
      description: '22 mm, per metre',
      quantity: 10,
      unit_price: 4.5,
      category_id: categoryId,
    });
    await createItem(t.app, auth, {
      name: 'Boiler service',
      description: 'Annual check',
      unit_price: 85,
      type: 'services',
    });
    await createItem(t.app, auth, {
      name: 'Angle valve',
      description: '100% brass',
      quantity: 2,
      unit_price: 12,
      category_id: categoryId,
    });
    await createItem(t.app, auth, {
      name: 'Call-out',
      description: 'First_hour',
      unit_price: 60,
      type: 'services',
    });
    const other = await signedInUser(t.app);
    await createItem(t.app, other.auth, { name: 'Copper elbow' });
  });

  it("lists only the user's own items, newest first", async () => {
    expect(names(await listItems(t.app, auth))).toEqual([
      'Call-out',
      'Angle valve',
      'Boiler service',
      'copper pipe',
    ]);
  });

  it('searches name, description and item number, ignoring case', async () => {
    expect(names(await listItems(t.app, auth, { search_text: 'COPPER' }))).toEqual(['copper pipe']);
    expect(names(await listItems(t.app, auth, { search_text: 'annual' }))).toEqual(['Boiler service']);
    expect(names(await listItems(t.app, auth, { search_text: 'item-000003' }))).toEqual(['Angle valve']);
    expect(await listItems(t.app, auth, { search_text: 'nothing like it' })).toEqual([]);
  });

  it('takes % and _ in the search text literally', async () => {
    expect(names(await listItems(t.app, auth, { search_text: '100%' }))).toEqual(['Angle valve']);
    expect(names(await listItems(t.app, auth, { search_text: 'r_s' }))).toEqual([]);
    expect(names(await listItems(t.app, auth, { search_text: 'first_h' }))).toEqual(['Call-out']);
  });

  it('sorts by name, price (quantity x unit price) or date, either way', async () => {
    expect(names(await listItems(t.app, auth, { sort: 'name' }))).toEqual([
      'Angle valve',
      'Boiler service',
      'Call-out',
      'copper pipe',
    ]);
    expect(names(await listItems(t.app, auth, { sort: 'name', order: 'desc' }))).toEqual([
      'copper pipe',
      'Call-out',
      'Boiler service',
      'Angle valve',
    ]);
    // Amounts: pipe 45.00, boiler 85.00, valve 24.00, call-out 60.00.
    expect(names(await listItems(t.app, auth, { sort: 'price' }))).toEqual([
      'Angle valve',
      'copper pipe',
      'Call-out',
      'Boiler service',
    ]);
    expect(names(await listItems(t.app, auth, { sort: 'date', order: 'asc' }))).toEqual([
      'copper pipe',
      'Boiler service',
      'Angle valve',
      'Call-out',
    ]);
  });

  it('filters by category, by no category and by type', async () => {
    expect(names(await listItems(t.app, auth, { category_id: categoryId, sort: 'name' }))).toEqual([
      'Angle valve',
      'copper pipe',
    ]);
    expect(names(await listItems(t.app, auth, { category_id: 'none', sort: 'name' }))).toEqual([
      'Boiler service',
      'Call-out',
    ]);
    expect(names(await listItems(t.app, auth, { type: 'services', search_text: 'boiler' }))).toEqual([
      'Boiler service',
    ]);
    expect(names(await listItems(t.app, auth, { type: 'parts', sort: 'name' }))).toEqual([
      'Angle valve',
      'copper pipe',
    ]);
  });

  it('answers the category name of each item', async () => {
    const [valve] = await listItems(t.app, auth, { search_text: 'valve' });
    expect(valve).toMatchObject({ category_id: categoryId, category_type: 'Plumbing' });
  });

  it('accepts a call without a body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/get_item', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toHaveLength(4);
    expect(res.json().pagination).toEqual({ current_page: 1, last_page: 1, per_page: 50, total: 4 });
  });

  it('refuses an unknown sort', async () => {
    const res = await post(auth, 'get_item', { sort: 'colour' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual(['Sort must be name, price or date.']);
  });

  it("reads one item by id, and answers 404 for another user's or a missing one", async () => {
    const [pipe] = await listItems(t.app, auth, { search_text: 'pipe' });
    expect(await listItems(t.app, auth, { item_id: pipe!.id })).toEqual([pipe]);
    const other = await signedInUser(t.app);
    const res = await post(other.auth, 'get_item', { item_id: pipe!.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 0, message: 'Resource not found' });
    expect((await post(auth, 'get_item', { item_id: 999_999 })).statusCode).toBe(404);
  });
});
