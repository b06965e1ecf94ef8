import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, postCall, type Auth } from '../../../test/api-calls';
import { createItem, listItems } from '../../../test/catalogue-factories';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

const post = (auth: Auth, path: string, payload: object = {}) => postCall(t.app, auth, path, payload);
const get = (auth: Auth, path: string) => getCall(t.app, auth, path);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('delete_item', () => {
  it('deletes the item', async () => {
    const { auth } = await signedInUser(t.app);
    const item = await createItem(t.app, auth, { name: 'Gone soon' });
    const res = await post(auth, 'delete_item', { item_id: item.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, message: 'Delete data Successful.' });
    expect(await listItems(t.app, auth)).toEqual([]);
    expect((await post(auth, 'get_item', { item_id: item.id })).statusCode).toBe(404);
    expect((await post(auth, 'delete_item', { item_id: item.id })).statusCode).toBe(404);
  });

  it("answers 404 for another user's item and deletes nothing", async () => {
    const owner = await signedInUser(t.app);
    const item = await createItem(t.app, owner.auth, { name: 'Keep me' });
    const other = await signedInUser(t.app);
    expect((await post(other.auth, 'delete_item', { item_id: item.id })).statusCode).toBe(404);
    expect(await listItems(t.app, owner.auth)).toHaveLength(1);
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
