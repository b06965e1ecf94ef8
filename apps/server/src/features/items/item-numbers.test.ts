import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, postCall, type Auth } from '../../../test/api-calls';
import { createItem } from '../../../test/catalogue-factories';
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

describe('item numbers', () => {
  it('shows ITEM-000001 to a new user without reserving it, and assigns it at create', async () => {
    const { auth } = await signedInUser(t.app);
    for (let i = 0; i < 2; i += 1) {
      const res = await get(auth, 'generate_item_no');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 1, response: 'ITEM-000001' });
    }
    expect((await createItem(t.app, auth, { name: 'Tap washer' })).item_no).toBe('ITEM-000001');
    expect((await get(auth, 'generate_item_no')).json().response).toBe('ITEM-000002');
  });

  it('numbers each user on their own', async () => {
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    await createItem(t.app, a.auth, { name: 'First of a' });
    expect((await createItem(t.app, b.auth, { name: 'First of b' })).item_no).toBe('ITEM-000001');
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
