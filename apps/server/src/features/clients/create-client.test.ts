import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, postCall, type Auth } from '../../../test/api-calls';
import { createClient, listClients } from '../../../test/catalogue-factories';
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

describe('create_client', () => {
  it('answers the new client with every field of the spec', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await post(auth, 'create_client', {
      full_name: 'Priya Shah',
      email: 'priya@shah-design.co.uk',
      phone1: '02079460958',
      phone2: '07700900123',
      business_name: 'Shah Design Ltd',
      website: 'https://shah-design.co.uk',
      notes: 'Prefers e-mail',
      country: 'united kingdom',
      state: 'england',
      postal_address: '1 Market Street',
      street2: 'Shoreditch',
      zip: 'E1 6AN',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Create client Successful.');
    expect(body.response).toMatchObject({
      full_name: 'Priya Shah',
      email: 'priya@shah-design.co.uk',
      phone1: '+442079460958',
      phone2: '+447700900123',
      business_name: 'Shah Design Ltd',
      website: 'https://shah-design.co.uk',
      notes: 'Prefers e-mail',
      country: 'United Kingdom',
      state: 'England',
      postal_address: '1 Market Street',
      street1: '1 Market Street',
      street2: 'Shoreditch',
      zip: 'E1 6AN',
    });
    expect(body.response.client_id).toBe(body.response.id);
    expect(body.response.address_id).toBe(body.response.id);
  });

  it("needs only a full name and an e-mail, says N/A for no notes and takes the business's country", async () => {
    const { auth } = await signedInUser(t.app);
    const client = await createClient(t.app, auth, { full_name: 'Sam Lee', email: 'sam@example.com' });
    // The business's country until changed (docs/decisions/0367).
    expect(client).toMatchObject({
      business_name: '',
      country: 'United Kingdom',
      state: '',
      phone1: '',
      notes: 'N/A',
    });
  });

  it('reads street1 as the postal address and a country code or id as the country', async () => {
    const { auth } = await signedInUser(t.app);
    const client = await createClient(t.app, auth, {
      full_name: 'A',
      email: 'a@example.com',
      street1: '2 High St',
      country: 826,
    });
    expect(client).toMatchObject({
      postal_address: '2 High St',
      street1: '2 High St',
      country: 'United Kingdom',
    });
  });

  it("keeps a state that is not in the country's list as typed", async () => {
    const { auth } = await signedInUser(t.app);
    const client = await createClient(t.app, auth, {
      full_name: 'A',
      email: 'a@example.com',
      country: 'GB',
      state: 'Mercia',
    });
    expect(client.state).toBe('Mercia');
  });

  it.each([
    [{ email: 'a@example.com' }, ['Full Name is required.']],
    [{ full_name: 'A' }, ['Email is required.']],
    [{ full_name: 'A', email: '  ' }, ['Email is required.']],
    [{ full_name: 'A', email: 'a.example.com' }, ['Please enter a valid email address.']],
    [{ full_name: 'A', email: 'a+b@example.com' }, ['Please enter a valid email address.']],
    [{ full_name: 'A', email: 'a@example.c' }, ['Please enter a valid email address.']],
    [
      { full_name: 'A', email: 'a@example.com', phone1: '020-79x6' },
      ['Phone number must contain digits only.'],
    ],
    [
      { full_name: 'A', email: 'a@example.com', phone2: '+44 7700 ext 1' },
      ['Mobile number must contain digits only.'],
    ],
    [
      { full_name: 'A', email: 'a@example.com', country: 'Atlantis' },
      ['Please choose a country from the list.'],
    ],
    [{}, ['Full Name is required.', 'Email is required.']],
  ])('refuses %j with 422 and %j', async (fields, messages) => {
    const { auth } = await signedInUser(t.app);
    const res = await post(auth, 'create_client', fields);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 0, message: messages });
    expect(await listClients(t.app, auth)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await post({}, 'create_client', { full_name: 'A', email: 'a@example.com' })).statusCode).toBe(
      401,
    );
    expect((await get({}, 'get_clients')).statusCode).toBe(401);
  });
});
