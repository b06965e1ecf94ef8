import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createItem, listItems } from '../../../test/catalogue-factories';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

const post = (auth: Auth, path: string, payload: object = {}) => postCall(t.app, auth, path, payload);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('update_item', () => {
  it('replaces the fields and keeps the number', async () => {
    const { auth } = await signedInUser(t.app);
    const item = await createItem(t.app, auth, { name: 'Old name', quantity: 1, unit_price: 5 });
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
    const item = await createItem(t.app, auth, { name: 'A' });
    const bad = await post(auth, 'update_item', { item_id: item.id, name: '', quantity: 0 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toEqual(['Item name is required.', 'Quantity must be greater than 0.']);
    const noId = await post(auth, 'update_item', { name: 'A' });
    expect(noId.statusCode).toBe(422);
    expect(noId.json().message).toEqual(['Item id is required.']);
  });

  it("answers 404 for another user's item and leaves it unchanged", async () => {
    const owner = await signedInUser(t.app);
    const item = await createItem(t.app, owner.auth, { name: 'Mine' });
    const other = await signedInUser(t.app);
    const res = await post(other.auth, 'update_item', { item_id: item.id, name: 'Taken' });
    expect(res.statusCode).toBe(404);
    expect((await listItems(t.app, owner.auth))[0]).toMatchObject({ name: 'Mine' });
  });

  it('answers 404 for a category of another user, on update as on create', async () => {
    const owner = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const foreign = (await post(other.auth, 'create_item_category', { type: 'Theirs' })).json().response.id;
    expect((await post(owner.auth, 'create_item', { name: 'A', category_id: foreign })).statusCode).toBe(404);
    const item = await createItem(t.app, owner.auth, { name: 'B' });
    expect(
      (await post(owner.auth, 'update_item', { item_id: item.id, name: 'B', category_id: foreign }))
        .statusCode,
    ).toBe(404);
    expect(await listItems(t.app, owner.auth)).toHaveLength(1);
  });
});
