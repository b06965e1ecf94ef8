import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/factories';
import { urlencoded } from '../../../test/forms';
import { buildTestApp, type TestApp } from '../../../test/test-app';

type Auth = Record<string, string>;
let t: TestApp;

const post = (auth: Auth, path: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v3/${path}`, headers: auth, payload });
const get = (auth: Auth, path: string) =>
  t.app.inject({ method: 'GET', url: `/api/v3/${path}`, headers: auth });

async function createItem(auth: Auth, fields: Record<string, unknown>) {
  const res = await post(auth, 'create_item', fields);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response;
}
async function listItems(auth: Auth, filters: Record<string, unknown> = {}) {
  const res = await post(auth, 'get_item', filters);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as { id: number; name: string; item_no: string }[];
}
const names = (items: { name: string }[]) => items.map((item) => item.name);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('item numbers', () => {
  it('shows ITEM-000001 to a new user without reserving it, and assigns it at create', async () => {
    const { auth } = await signedInUser(t.app);
    for (let i = 0; i < 2; i += 1) {
      const res = await get(auth, 'generate_item_no');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 1, response: 'ITEM-000001' });
    }
    expect((await createItem(auth, { name: 'Tap washer' })).item_no).toBe('ITEM-000001');
    expect((await get(auth, 'generate_item_no')).json().response).toBe('ITEM-000002');
  });

  it('numbers each user on their own', async () => {
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    await createItem(a.auth, { name: 'First of a' });
    expect((await createItem(b.auth, { name: 'First of b' })).item_no).toBe('ITEM-000001');
  });

  it('gives 50 items created at once 50 different numbers', async () => {
    const { auth } = await signedInUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(auth, 'create_item', { name: `Item ${i}` })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(50).fill(200));
    const numbers = answers.map((res) => res.json().response.item_no as string);
    expect(new Set(numbers).size).toBe(50);
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 50 }, (_, i) => `ITEM-${String(i + 1).padStart(6, '0')}`),
    );
    expect((await get(auth, 'generate_item_no')).json().response).toBe('ITEM-000051');
  });
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
    expect((await createItem(auth, { name: 'A', quantity: 0.333, unit_price: 10 })).amount).toBe(3.33);
    expect((await createItem(auth, { name: 'B', quantity: '2.125', unit_price: '0.02' })).amount).toBe(0.04);
  });

  it('ignores a number, an amount or an owner sent by the client', async () => {
    const { auth } = await signedInUser(t.app);
    const item = await createItem(auth, {
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
    expect(res.json()).toEqual({ status: 0, message: messages });
    expect(await listItems(auth)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/create_item', payload: { name: 'A' } });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/generate_item_no' })).statusCode).toBe(401);
  });
});

describe('get_item', () => {
  let auth: Auth;
  let categoryId: number;

  beforeAll(async () => {
    auth = (await signedInUser(t.app)).auth;
    categoryId = (await post(auth, 'create_item_category', { type: 'Plumbing' })).json().response.id;
    await createItem(auth, {
      name: 'copper pipe',
      description: '22 mm, per metre',
      quantity: 10,
      unit_price: 4.5,
      category_id: categoryId,
    });
    await createItem(auth, {
      name: 'Boiler service',
      description: 'Annual check',
      unit_price: 85,
      type: 'services',
    });
    await createItem(auth, {
      name: 'Angle valve',
      description: '100% brass',
      quantity: 2,
      unit_price: 12,
      category_id: categoryId,
    });
    await createItem(auth, { name: 'Call-out', description: 'First_hour', unit_price: 60, type: 'services' });
    const other = await signedInUser(t.app);
    await createItem(other.auth, { name: 'Copper elbow' });
  });

  it("lists only the user's own items, newest first", async () => {
    expect(names(await listItems(auth))).toEqual([
      'Call-out',
      'Angle valve',
      'Boiler service',
      'copper pipe',
    ]);
  });

  it('searches name, description and item number, ignoring case', async () => {
    expect(names(await listItems(auth, { search_text: 'COPPER' }))).toEqual(['copper pipe']);
    expect(names(await listItems(auth, { search_text: 'annual' }))).toEqual(['Boiler service']);
    expect(names(await listItems(auth, { search_text: 'item-000003' }))).toEqual(['Angle valve']);
    expect(await listItems(auth, { search_text: 'nothing like it' })).toEqual([]);
  });

  it('takes % and _ in the search text literally', async () => {
    expect(names(await listItems(auth, { search_text: '100%' }))).toEqual(['Angle valve']);
    expect(names(await listItems(auth, { search_text: 'r_s' }))).toEqual([]);
    expect(names(await listItems(auth, { search_text: 'first_h' }))).toEqual(['Call-out']);
  });

  it('sorts by name, price (quantity x unit price) or date, either way', async () => {
    expect(names(await listItems(auth, { sort: 'name' }))).toEqual([
      'Angle valve',
      'Boiler service',
      'Call-out',
      'copper pipe',
    ]);
    expect(names(await listItems(auth, { sort: 'name', order: 'desc' }))).toEqual([
      'copper pipe',
      'Call-out',
      'Boiler service',
      'Angle valve',
    ]);
    // Amounts: pipe 45.00, boiler 85.00, valve 24.00, call-out 60.00.
    expect(names(await listItems(auth, { sort: 'price' }))).toEqual([
      'Angle valve',
      'copper pipe',
      'Call-out',
      'Boiler service',
    ]);
    expect(names(await listItems(auth, { sort: 'date', order: 'asc' }))).toEqual([
      'copper pipe',
      'Boiler service',
      'Angle valve',
      'Call-out',
    ]);
  });

  it('filters by category, by no category and by type', async () => {
    expect(names(await listItems(auth, { category_id: categoryId, sort: 'name' }))).toEqual([
      'Angle valve',
      'copper pipe',
    ]);
    expect(names(await listItems(auth, { category_id: 'none', sort: 'name' }))).toEqual([
      'Boiler service',
      'Call-out',
    ]);
    expect(names(await listItems(auth, { type: 'services', search_text: 'boiler' }))).toEqual([
      'Boiler service',
    ]);
    expect(names(await listItems(auth, { type: 'parts', sort: 'name' }))).toEqual([
      'Angle valve',
      'copper pipe',
    ]);
  });

  it('answers the category name of each item', async () => {
    const [valve] = await listItems(auth, { search_text: 'valve' });
    expect(valve).toMatchObject({ category_id: categoryId, category_type: 'Plumbing' });
  });

  it('accepts a call without a body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/get_item', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toHaveLength(4);
  });

  it('refuses an unknown sort', async () => {
    const res = await post(auth, 'get_item', { sort: 'colour' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual(['Sort must be name, price or date.']);
  });

  it("reads one item by id, and answers 404 for another user's or a missing one", async () => {
    const [pipe] = await listItems(auth, { search_text: 'pipe' });
    expect(await listItems(auth, { item_id: pipe!.id })).toEqual([pipe]);
    const other = await signedInUser(t.app);
    const res = await post(other.auth, 'get_item', { item_id: pipe!.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 0, message: 'Resource not found' });
    expect((await post(auth, 'get_item', { item_id: 999_999 })).statusCode).toBe(404);
  });
});

describe('update_item', () => {
  it('replaces the fields and keeps the number', async () => {
    const { auth } = await signedInUser(t.app);
    const item = await createItem(auth, { name: 'Old name', quantity: 1, unit_price: 5 });
    const res = await post(auth, 'update_item', {
      item_id: item.id,
      name: 'New name',
      description: 'Changed',
      quantity: '2.5',
      unit_price: '10.10',
      type: 'services',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Update data Successful.');
    expect(res.json().response).toMatchObject({
      id: item.id,
      item_no: item.item_no,
      name: 'New name',
      description: 'Changed',
      quantity: 2.5,
      unit_price: 10.1,
      amount: 25.25,
      type: 'services',
      created_at: item.created_at,
    });
  });

  it('checks the fields as create does, and needs the item id', async () => {
    const { auth } = await signedInUser(t.app);
    const item = await createItem(auth, { name: 'A' });
    const bad = await post(auth, 'update_item', { item_id: item.id, name: '', quantity: 0 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toEqual(['Item name is required.', 'Quantity must be greater than 0.']);
    const noId = await post(auth, 'update_item', { name: 'A' });
    expect(noId.statusCode).toBe(422);
    expect(noId.json().message).toEqual(['Item id is required.']);
  });

  it("answers 404 for another user's item and leaves it unchanged", async () => {
    const owner = await signedInUser(t.app);
    const item = await createItem(owner.auth, { name: 'Mine' });
    const other = await signedInUser(t.app);
    const res = await post(other.auth, 'update_item', { item_id: item.id, name: 'Taken' });
    expect(res.statusCode).toBe(404);
    expect((await listItems(owner.auth))[0]).toMatchObject({ name: 'Mine' });
  });

  it('answers 404 for a category of another user, on update as on create', async () => {
    const owner = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const foreign = (await post(other.auth, 'create_item_category', { type: 'Theirs' })).json().response.id;
    expect((await post(owner.auth, 'create_item', { name: 'A', category_id: foreign })).statusCode).toBe(404);
    const item = await createItem(owner.auth, { name: 'B' });
    expect(
      (await post(owner.auth, 'update_item', { item_id: item.id, name: 'B', category_id: foreign }))
        .statusCode,
    ).toBe(404);
    expect(await listItems(owner.auth)).toHaveLength(1);
  });
});

describe('delete_item', () => {
  it('deletes the item', async () => {
    const { auth } = await signedInUser(t.app);
    const item = await createItem(auth, { name: 'Gone soon' });
    const res = await post(auth, 'delete_item', { item_id: item.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, message: 'Delete data Successful.' });
    expect(await listItems(auth)).toEqual([]);
    expect((await post(auth, 'get_item', { item_id: item.id })).statusCode).toBe(404);
    expect((await post(auth, 'delete_item', { item_id: item.id })).statusCode).toBe(404);
  });

  it("answers 404 for another user's item and deletes nothing", async () => {
    const owner = await signedInUser(t.app);
    const item = await createItem(owner.auth, { name: 'Keep me' });
    const other = await signedInUser(t.app);
    expect((await post(other.auth, 'delete_item', { item_id: item.id })).statusCode).toBe(404);
    expect(await listItems(owner.auth)).toHaveLength(1);
  });

  it('needs the item id', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await post(auth, 'delete_item', {});
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual(['Item id is required.']);
  });

  it('refuses GET', async () => {
    const { auth } = await signedInUser(t.app);
    expect((await get(auth, 'delete_item')).statusCode).toBe(405);
  });
});

describe('export_item_list', () => {
  it('answers the filtered list as a CSV file with formula cells neutralised', async () => {
    const { auth } = await signedInUser(t.app);
    await createItem(auth, {
      name: '=HYPERLINK("http://evil.test")',
      description: 'Has "quotes", commas',
      quantity: 1.5,
      unit_price: 2,
    });
    await createItem(auth, { name: 'Labour', unit_price: 40, type: 'services' });
    const res = await get(auth, 'export_item_list?type=parts');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="items.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Item No,Name,Description,Category,Type,Quantity,Unit Price,Amount,Created At');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^ITEM-000001,"'=HYPERLINK\(""http:\/\/evil.test""\)","Has ""quotes"", commas",N\/A,parts,1.5,2.00,3.00,/,
    );
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/export_item_list' })).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the item calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      'get_item',
      'generate_item_no',
      'create_item',
      'update_item',
      'delete_item',
      'export_item_list',
    ]) {
      expect(paths).toContain(`/api/v3/${path}`);
    }
  });
});
