import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createClient } from '../../../test/catalogue-factories';
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

describe('getClientDetailByClientId', () => {
  it('reads one client by clientId or client_id', async () => {
    const { auth } = await signedInUser(t.app);
    const client = await createClient(t.app, auth, { full_name: 'Read Me', email: 'read@example.com' });
    for (const payload of [{ clientId: client.id }, { client_id: String(client.id) }]) {
      const res = await post(auth, 'getClientDetailByClientId', payload);
      expect(res.statusCode).toBe(200);
      // The detail also says what the client holds as credit (docs/decisions/0349); a new client holds none.
      expect(res.json().response).toEqual({ ...client, credit_held: [] });
    }
  });

  it("answers 404 for another user's or a missing client, 422 without an id", async () => {
    const owner = await signedInUser(t.app);
    const client = await createClient(t.app, owner.auth, { full_name: 'Private', email: 'p@example.com' });
    const other = await signedInUser(t.app);
    const res = await post(other.auth, 'getClientDetailByClientId', { clientId: client.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 0, message: 'Resource not found' });
    expect((await post(owner.auth, 'getClientDetailByClientId', { clientId: 999_999 })).statusCode).toBe(404);
    const noId = await post(owner.auth, 'getClientDetailByClientId', {});
    expect(noId.statusCode).toBe(422);
    expect(noId.json().message).toEqual(['Client id is required.']);
  });
});
