import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, type Auth } from '../../../test/api-calls';
import { createClient, fullNames, listClients } from '../../../test/catalogue-factories';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

const get = (auth: Auth, path: string) => getCall(t.app, auth, path);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('get_clients', () => {
  let auth: Auth;

  beforeAll(async () => {
    auth = (await signedInUser(t.app)).auth;
    await createClient(t.app, auth, {
      full_name: 'Zoe Adams',
      email: 'zoe@brightsparks.com',
      business_name: 'Bright Sparks',
    });
    await createClient(t.app, auth, {
      full_name: 'Tom Baker',
      email: 'Tom.Baker@Acme-Plumbing.co.uk',
      business_name: 'acme plumbing',
    });
    await createClient(t.app, auth, { full_name: 'Ann Clay', email: 'ann@example.com' });
    await createClient(t.app, auth, {
      full_name: 'Raj 100%',
      email: 'raj@example.com',
      business_name: 'Cedar_Works',
    });
    const other = await signedInUser(t.app);
    await createClient(t.app, other.auth, {
      full_name: 'Tom Other',
      email: 'tom@acme-plumbing.co.uk',
      business_name: 'Acme',
    });
  });

  it("lists only the user's own clients, newest first", async () => {
    expect(fullNames(await listClients(t.app, auth))).toEqual([
      'Raj 100%',
      'Ann Clay',
      'Tom Baker',
      'Zoe Adams',
    ]);
  });

  it('finds a client by part of the e-mail, the full name or the business name, in any case', async () => {
    expect(fullNames(await listClients(t.app, auth, '?search_text=ACME-plumb'))).toEqual(['Tom Baker']);
    expect(fullNames(await listClients(t.app, auth, '?search_text=clay'))).toEqual(['Ann Clay']);
    expect(fullNames(await listClients(t.app, auth, '?search_text=BRIGHT%20SPARKS'))).toEqual(['Zoe Adams']);
    expect(await listClients(t.app, auth, '?search_text=nobody')).toEqual([]);
  });

  it('takes % and _ in the search text literally', async () => {
    expect(fullNames(await listClients(t.app, auth, `?search_text=${encodeURIComponent('100%')}`))).toEqual([
      'Raj 100%',
    ]);
    expect(fullNames(await listClients(t.app, auth, '?search_text=r_w'))).toEqual(['Raj 100%']);
    expect(await listClients(t.app, auth, '?search_text=e_c')).toEqual([]);
  });

  it('sorts by business name, any case, with clients without one last', async () => {
    expect(fullNames(await listClients(t.app, auth, '?sort=business_name'))).toEqual([
      'Tom Baker',
      'Zoe Adams',
      'Raj 100%',
      'Ann Clay',
    ]);
  });

  it('refuses an unknown sort', async () => {
    const res = await get(auth, 'get_clients?sort=size');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual(['Sort must be business_name or date.']);
  });

  it('answers the same list to the quotation client picker', async () => {
    expect(await listClients(t.app, auth, '?search_text=acme', 'get_quotation_client_list')).toEqual(
      await listClients(t.app, auth, '?search_text=acme'),
    );
    expect(await listClients(t.app, auth, '', 'get_quotation_client_list')).toHaveLength(4);
  });
});
