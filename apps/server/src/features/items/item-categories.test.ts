import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, postCall, type Auth } from '../../../test/api-calls';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

const post = (auth: Auth, path: string, payload: object = {}) => postCall(t.app, auth, path, payload);
const listCategories = async (auth: Auth) =>
  (await getCall(t.app, auth, 'list_item_category')).json().response;
const createCategory = async (auth: Auth, type: string) =>
  (await post(auth, 'create_item_category', { type })).json().response;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('item categories', () => {
  it('adds categories by name and lists them in the order they were added', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await post(auth, 'create_item_category', { type: '  Plumbing ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 1,
      message: 'Create category successful.',
      response: { type: 'Plumbing' },
    });
    await createCategory(auth, 'Electrical');
    const list = await listCategories(auth);
    expect(list.map((category: { type: string }) => category.type)).toEqual(['Plumbing', 'Electrical']);
    expect(list[0].id).toBe(res.json().response.id);
  });

  it('needs a name', async () => {
    const { auth } = await signedInUser(t.app);
    for (const payload of [{}, { type: '   ' }]) {
      const res = await post(auth, 'create_item_category', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ status: 0, message: ['Category name is required.'] });
    }
    expect(await listCategories(auth)).toEqual([]);
  });

  it('refuses a second category of the same name, whatever its case', async () => {
    const { auth } = await signedInUser(t.app);
    await createCategory(auth, 'Labour');
    const res = await post(auth, 'create_item_category', { type: 'LABOUR' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A category with this name already exists.');
    expect(await listCategories(auth)).toHaveLength(1);
  });

  it('lets two users each have a category of the same name', async () => {
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    await createCategory(a.auth, 'Parts');
    expect((await post(b.auth, 'create_item_category', { type: 'Parts' })).statusCode).toBe(200);
    expect(await listCategories(b.auth)).toHaveLength(1);
  });

  it('deletes a category and keeps its items, uncategorised', async () => {
    const { auth } = await signedInUser(t.app);
    const category = await createCategory(auth, 'Heating');
    const item = (await post(auth, 'create_item', { name: 'Radiator', category_id: category.id })).json()
      .response;
    expect(item).toMatchObject({ category_id: category.id, category_type: 'Heating' });

    const res = await post(auth, 'delete_item_category', { category_id: category.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, message: 'Delete category successful.' });
    expect(await listCategories(auth)).toEqual([]);
    const [kept] = (await post(auth, 'get_item', { item_id: item.id })).json().response;
    expect(kept).toMatchObject({ id: item.id, name: 'Radiator', category_id: null, category_type: 'N/A' });
  });

  it("answers 404 for another user's category and deletes nothing", async () => {
    const owner = await signedInUser(t.app);
    const category = await createCategory(owner.auth, 'Private');
    const other = await signedInUser(t.app);
    expect(await listCategories(other.auth)).toEqual([]);
    const res = await post(other.auth, 'delete_item_category', { category_id: category.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 0, message: 'Resource not found' });
    expect(await listCategories(owner.auth)).toHaveLength(1);
  });

  it('needs the category id to delete', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await post(auth, 'delete_item_category', { category_id: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual(['Category id is required.']);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/list_item_category' })).statusCode).toBe(401);
    expect((await post({}, 'create_item_category', { type: 'A' })).statusCode).toBe(401);
    expect((await post({}, 'delete_item_category', { category_id: 1 })).statusCode).toBe(401);
  });
});
