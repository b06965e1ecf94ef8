// A client's currency (issue 28; docs/decisions/0391): none unless chosen, saved when chosen, kept by an edit
// that leaves it out, cleared by a blank one; one not on the list is a 422 that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

const post = (auth: Auth, path: string, payload: object = {}) => postCall(t.app, auth, path, payload);
const USD = 840;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("a client's currency", () => {
  it('is none unless chosen, is kept by an edit that leaves it out and cleared by a blank one', async () => {
    const { auth } = await signedInUser(t.app);
    const plain = await post(auth, 'create_client', { full_name: 'Sam Lee', email: 'sam@example.com' });
    expect(plain.json().response.currency_id).toBeNull();

    const created = await post(auth, 'create_client', {
      full_name: 'Jordan Lee',
      email: 'jordan@acmestudios.com',
      currency_id: String(USD),
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().response.id as number;
    expect(created.json().response.currency_id).toBe(USD);

    const edit = { client_id: id, full_name: 'Jordan L.', email: 'jordan@acmestudios.com' };
    expect((await post(auth, 'update_client', edit)).json().response.currency_id).toBe(USD);
    const refused = await post(auth, 'update_client', { ...edit, currency_id: 999 });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Please choose a currency from the list.');
    const read = await post(auth, 'getClientDetailByClientId', { clientId: id });
    expect(read.json().response).toMatchObject({ full_name: 'Jordan L.', currency_id: USD });

    const cleared = await post(auth, 'update_client', { ...edit, currency_id: '' });
    expect(cleared.json().response.currency_id).toBeNull();
  });
});
