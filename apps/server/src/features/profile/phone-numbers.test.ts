// Phone numbers typed as people type them (issue 14, ADR 0305): accepted with spaces, dashes, dots,
// parentheses or a leading +, read against the business's country and stored in E.164, on the profile and
// on clients; a formatted number with no valid reading is refused and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_MESSAGES } from '@tradebook/domain/api/phone-number';
import { postCall } from '../../../test/api-calls';
import { createClient, listClients } from '../../../test/catalogue-factories';
import { signedInUser } from '../../../test/factories';
import { LIMITED_COMPANY, profileOf, updateProfile } from '../../../test/profile-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('phone numbers in E.164', () => {
  it.each([
    ['020 7946 0958', '+442079460958'],
    ['(020) 7946-0958', '+442079460958'],
    ['020.7946.0958', '+442079460958'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['07123456789', '+447123456789'],
  ])('stores the profile phone %s typed by a British business as %s', async (typed, stored) => {
    const { auth } = await signedInUser(t.app);
    const res = await updateProfile(t.app, auth, { ...LIMITED_COMPANY, phone1: typed, mobile: typed });
    expect(res.statusCode).toBe(200);
    const profile = await profileOf(t.app, auth);
    expect(profile.address_details).toMatchObject({ phone1: stored, phone2: stored, mobile: stored });
  });

  it('reads a national number against the country of the regional settings', async () => {
    const { auth } = await signedInUser(t.app);
    const country = await postCall(t.app, auth, 'update_country', { countryname: 'DE' });
    expect(country.statusCode).toBe(200);
    const res = await updateProfile(t.app, auth, { ...LIMITED_COMPANY, phone1: '030 1234567' });
    expect(res.statusCode).toBe(200);
    expect((await profileOf(t.app, auth)).address_details.phone1).toBe('+49301234567');
  });

  it('refuses a formatted number with no valid reading, and keeps the saved one', async () => {
    const { auth } = await signedInUser(t.app);
    await updateProfile(t.app, auth, LIMITED_COMPANY);
    const before = await profileOf(t.app, auth);
    const res = await updateProfile(t.app, auth, {
      ...LIMITED_COMPANY,
      phone1: '123 45',
      companyname: 'New',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual([PHONE_MESSAGES.invalid]);
    expect(await profileOf(t.app, auth)).toEqual(before);
  });

  it('stores client phones in E.164 on create and update', async () => {
    const { auth } = await signedInUser(t.app);
    const client = await createClient(t.app, auth, {
      full_name: 'Priya Shah',
      email: 'priya@example.com',
      phone1: '0113 496 0000',
      phone2: '07700 900123',
    });
    // A client's '12345' is refused (its country's reading, clients/client-country-and-phones.test.ts).
    expect(client).toMatchObject({ phone1: '+441134960000', phone2: '+447700900123' });
    const update = await postCall(t.app, auth, 'update_client', {
      client_id: client.id,
      full_name: 'Priya Shah',
      email: 'priya@example.com',
      phone1: '+33 1 42 68 53 00',
      phone2: '07123-456-789',
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().response).toMatchObject({ phone1: '+33142685300', phone2: '+447123456789' });
  });

  it('refuses a client whose formatted phone has no valid reading, storing nothing', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await postCall(t.app, auth, 'create_client', {
      full_name: 'Sam Lee',
      email: 'sam@example.com',
      phone2: '(0) 12-34',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual([PHONE_MESSAGES.invalid]);
    expect(await listClients(t.app, auth)).toHaveLength(0);
  });
});
