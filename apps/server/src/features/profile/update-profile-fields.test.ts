import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/factories';
import { LIMITED_COMPANY, profileOf, updateProfile } from '../../../test/profile-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

const LIMITED_MESSAGES = [
  'Business category is required',
  'Postal address is required',
  'Street name is required',
  'State is required',
  'Zip code is required',
  'Phone number is required',
  'Mobile number is required',
  'Company name is required',
];

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('update_profile: required fields', () => {
  it('asks a limited company for every field, with the spec messages in the spec order', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await updateProfile(t.app, auth, { companytype: 'Limited Company' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 0, message: LIMITED_MESSAGES });
  });

  it('gives each missing field of a limited company its own message', async () => {
    const { auth } = await signedInUser(t.app);
    const fields = [
      'business_category_id',
      'postal_address',
      'street2',
      'state',
      'zip',
      'phone1',
      'mobile',
      'companyname',
    ];
    for (const [index, field] of fields.entries()) {
      const res = await updateProfile(t.app, auth, { ...LIMITED_COMPANY, [field]: '  ' });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toEqual([LIMITED_MESSAGES[index]]);
    }
  });

  it('asks a sole trader only for business category, mobile and company name', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/update_profile',
      headers: auth,
      payload: { companytype: 'Sole Trader', postal_address: '', phone1: '' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual([
      'Business category is required',
      'Mobile number is required',
      'Company name is required',
    ]);
  });

  it('gives each missing field of a sole trader its own message', async () => {
    const { auth } = await signedInUser(t.app);
    const soleTrader = {
      companytype: 'Sole Trader',
      business_category_id: '8',
      mobile: '07123 456790',
      companyname: 'Sam Cleans',
    };
    const cases: [string, string][] = [
      ['business_category_id', 'Business category is required'],
      ['mobile', 'Mobile number is required'],
      ['companyname', 'Company name is required'],
    ];
    for (const [field, message] of cases) {
      const res = await updateProfile(t.app, auth, { ...soleTrader, [field]: '' });
      expect(res.json().message).toEqual([message]);
    }
  });

  it('saves a sole trader with only the three required fields', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await updateProfile(t.app, auth, {
      companytype: 'Sole Trader',
      business_category_id: '8',
      mobile: '07123 456790',
      companyname: 'Sam Cleans',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, message: 'Profile update Complete.' });
    const profile = await profileOf(t.app, auth);
    expect(profile).toMatchObject({
      company_name: 'Sam Cleans',
      companytype: 'Sole Trader',
      business_category_id: 8,
      is_profile_complete: true,
      logourl: 'N/A',
      is_logo: 'N',
    });
    // Typed with a space, stored in E.164 against the account's country (GB): ADR 0305.
    expect(profile.address_details).toMatchObject({
      phone2: '+447123456790',
      mobile: '+447123456790',
      postal_address: '',
    });
  });

  it('refuses a company type other than Sole Trader or Limited Company', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await updateProfile(t.app, auth, { ...LIMITED_COMPANY, companytype: 'Partnership' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual(["Company type must be 'Sole Trader' or 'Limited Company'."]);
    expect((await profileOf(t.app, auth)).companytype).toBe('N/A');
  });

  it('refuses a business category that is not in the list', async () => {
    const { auth } = await signedInUser(t.app);
    for (const id of ['9999', 'plumbing']) {
      const res = await updateProfile(t.app, auth, { ...LIMITED_COMPANY, business_category_id: id });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toEqual(['Please choose a business category from the list.']);
    }
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/update_profile',
      payload: LIMITED_COMPANY,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('update_profile: saving', () => {
  it('stores every field of a limited company, and get_profile answers them with phone2 as mobile', async () => {
    const { auth, email } = await signedInUser(t.app);
    const res = await updateProfile(t.app, auth, { ...LIMITED_COMPANY, fullname: 'Alexandra Baker' });
    expect(res.statusCode).toBe(200);
    const profile = await profileOf(t.app, auth);
    expect(profile).toMatchObject({
      email,
      fullname: 'Alexandra Baker',
      welcomename: 'Alexandra Baker',
      company_name: 'Baker Plumbing Ltd',
      companytype: 'Limited Company',
      business_category_id: 21,
      country_id: 826,
      currency_id: 826,
      currency: '£',
      language: 'us',
      is_profile_complete: true,
      address_details: {
        postal_address: '1 High Street',
        street2: 'Market Square',
        state: 'England',
        zip: 'AB1 2CD',
        phone1: '+441234567890',
        phone2: '+447123456789',
        mobile: '+447123456789',
        website: 'https://baker.example',
      },
    });
    expect(profile.subscription_details).toHaveProperty('noOfDaysRemaining');
    expect(profile.subscription_details).toHaveProperty('subscription_type');
    expect(profile.no_of_days_of_free_usage).toBeGreaterThan(0);
    expect(res.json().response).toEqual(profile);
  });

  it('is served under /api/v2 too, and accepts JSON and urlencoded bodies', async () => {
    const { auth } = await signedInUser(t.app);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v2/update_profile',
      headers: auth,
      payload: { ...LIMITED_COMPANY, business_category_id: 21 },
    });
    expect(json.statusCode).toBe(200);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v3/update_profile',
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...LIMITED_COMPANY, companyname: 'Baker & Sons Ltd' }).toString(),
    });
    expect(form.statusCode).toBe(200);
    expect((await profileOf(t.app, auth)).company_name).toBe('Baker & Sons Ltd');
  });

  it('keeps the full name when the form leaves it blank and ignores fields a user may not set', async () => {
    const { auth, email } = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/update_profile',
      headers: auth,
      payload: {
        ...LIMITED_COMPANY,
        fullname: '',
        email: 'attacker@example.com',
        subscription_until: '2999-01-01',
        id: 1,
      },
    });
    expect(res.statusCode).toBe(200);
    const profile = await profileOf(t.app, auth);
    expect(profile.fullname).toBe('Alex Baker');
    expect(profile.email).toBe(email);
    expect(profile.subscription_details.noOfDaysRemaining).toBeNull();
  });
});
