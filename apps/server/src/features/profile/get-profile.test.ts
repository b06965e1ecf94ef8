import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, type Auth } from '../../../test/api-calls';
import { GB, GBP, signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

async function profileOf(auth: Auth) {
  const res = await getCall(t.app, auth, 'get_profile');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ status: 1 });
  return res.json().response;
}

describe('get_profile', () => {
  it('answers every field of the user of docs/reference/profile.md (Fields)', async () => {
    const user = await signedInUser(t.app, { fullname: 'Jordan Price' });
    const profile = await profileOf(user.auth);

    expect(profile).toMatchObject({
      welcomename: 'Jordan Price',
      country_id: GB,
      currency_id: GBP,
      language: 'us',
      company_name: 'N/A',
      companytype: 'N/A',
      currency: '£',
      logourl: expect.any(String),
      business_category_id: null,
      email: user.email,
      subscription_details: { noOfDaysRemaining: null, subscription_type: 'N/A' },
      no_of_days_of_free_usage: 30,
      address_details: {
        postal_address: expect.any(String),
        street2: expect.any(String),
        state: expect.any(String),
        zip: expect.any(String),
        phone1: expect.any(String),
        phone2: expect.any(String),
        website: expect.any(String),
      },
    });
  });

  it('answers a new user as an incomplete profile with empty address details', async () => {
    const user = await signedInUser(t.app);
    const profile = await profileOf(user.auth);

    expect(profile.is_profile_complete).toBe(false);
    expect(profile.address_details).toMatchObject({
      postal_address: '',
      street2: '',
      state: '',
      zip: '',
      phone1: '',
      phone2: '',
      website: '',
    });
  });

  it('shows the symbol of the currency chosen at registration', async () => {
    const euro = await signedInUser(t.app, { currency: 'EUR', country: 'FR' });
    const profile = await profileOf(euro.auth);

    expect(profile).toMatchObject({ currency_id: 978, currency: '€', country_id: 250 });
  });

  it('counts the free usage down by calendar day', async () => {
    const user = await signedInUser(t.app);
    try {
      t.setNow(new Date(Date.now() + 10 * 86_400_000));
      expect((await profileOf(user.auth)).no_of_days_of_free_usage).toBe(20);
    } finally {
      t.setNow(undefined);
    }
  });

  it('answers the signed-in user only, and never a password hash', async () => {
    const first = await signedInUser(t.app);
    const second = await signedInUser(t.app);

    const res = await t.app.inject({ method: 'GET', url: '/api/v3/get_profile', headers: second.auth });

    expect(res.json().response.email).toBe(second.email);
    expect(res.body).not.toContain(first.email);
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain('$argon2');
  });
});
