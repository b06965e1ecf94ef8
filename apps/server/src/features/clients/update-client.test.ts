import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createClient, fullNames, listClients } from '../../../test/catalogue-factories';
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

describe('update_client', () => {
  it("replaces the client's fields", async () => {
    const { auth } = await signedInUser(t.app);
    const client = await createClient(t.app, auth, {
      full_name: 'Old',
      email: 'old@example.com',
      notes: 'x',
      country: 'GB',
    });
    const res = await post(auth, 'update_client', {
      client_id: client.id,
      full_name: 'New Name',
      email: 'new@example.com',
      business_name: 'New Co',
      country: 'India',
      state: 'karnataka',
      notes: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Client updated successfully');
    expect(res.json().response).toMatchObject({
      id: client.id,
      full_name: 'New Name',
      email: 'new@example.com',
      business_name: 'New Co',
      country: 'India',
      state: 'Karnataka',
      notes: 'N/A',
    });
  });

  it("checks the e-mail's form as create_client does, and changes nothing when it is wrong", async () => {
    const { auth } = await signedInUser(t.app);
    const client = await createClient(t.app, auth, { full_name: 'A', email: 'a@example.com' });
    for (const email of ['a+b@example', 'a', 'a@example.com, b@example.com']) {
      const loose = await post(auth, 'update_client', { client_id: client.id, full_name: 'A', email });
      expect(loose.statusCode).toBe(422);
      expect(loose.json()).toMatchObject({ status: 0, message: ['Please enter a valid email address.'] });
    }
    const detail = await post(auth, 'getClientDetailByClientId', { clientId: client.id });
    expect(detail.json().response.email).toBe('a@example.com');
    const fixed = await post(auth, 'update_client', {
      client_id: client.id,
      full_name: 'A',
      email: 'b@example.com',
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().response.email).toBe('b@example.com');
  });

  it('needs a full name and an e-mail, digits in the phone numbers and the id', async () => {
    const { auth } = await signedInUser(t.app);
    const client = await createClient(t.app, auth, { full_name: 'A', email: 'a@example.com' });
    const missing = await post(auth, 'update_client', { client_id: client.id, full_name: '', email: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toEqual(['Full Name is required.', 'Email is required.']);
    const phone = await post(auth, 'update_client', {
      client_id: client.id,
      full_name: 'A',
      email: 'a@example.com',
      phone1: 'abc',
    });
    expect(phone.json().message).toEqual(['Phone number must contain digits only.']);
    const both = await post(auth, 'update_client', {
      client_id: client.id,
      full_name: 'A',
      email: 'a',
      phone1: 'abc',
    });
    expect(both.json().message).toEqual([
      'Please enter a valid email address.',
      'Phone number must contain digits only.',
    ]);
    const noId = await post(auth, 'update_client', { full_name: 'A', email: 'a@example.com' });
    expect(noId.statusCode).toBe(422);
    expect(noId.json().message).toEqual(['Client id is required.']);
  });

  it("answers 404 for another user's client and changes nothing", async () => {
    const owner = await signedInUser(t.app);
    const client = await createClient(t.app, owner.auth, { full_name: 'Mine', email: 'mine@example.com' });
    const other = await signedInUser(t.app);
    const res = await post(other.auth, 'update_client', {
      client_id: client.id,
      full_name: 'Taken',
      email: 't@x.com',
    });
    expect(res.statusCode).toBe(404);
    expect(fullNames(await listClients(t.app, owner.auth))).toEqual(['Mine']);
  });
});
