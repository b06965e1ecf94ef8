import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, type Auth } from '../../../test/api-calls';
import { signedInUser } from '../../../test/factories';
import { profileOf } from '../../../test/profile-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Posts a multipart form to /api/<version>/<path>, as the web (v3) and the mobile app (v2) do. */
const post = (auth: Auth, version: 'v2' | 'v3', path: string, fields: Record<string, string>) =>
  postForm(t.app, auth, path, fields, { version });

describe('update_country', () => {
  it('changes the country, given by id, code or name, and answers the updated profile', async () => {
    const { auth } = await signedInUser(t.app);
    const byId = await post(auth, 'v3', 'update_country', { countryname: '356' });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ status: 1, message: 'Country updated successfully.' });
    expect(byId.json().response).toMatchObject({ country_id: 356, country: 'India' });

    await post(auth, 'v2', 'update_country', { countryname: 'Germany' });
    expect((await profileOf(t.app, auth)).country_id).toBe(276);
    await post(auth, 'v3', 'update_country', { countryname: 'us' });
    expect((await profileOf(t.app, auth)).country_id).toBe(840);
  });

  it('refuses a missing or unknown country and keeps the old one', async () => {
    const { auth } = await signedInUser(t.app);
    const missing = await post(auth, 'v3', 'update_country', { countryname: ' ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toEqual(['Country is required.']);
    const unknown = await post(auth, 'v3', 'update_country', { countryname: 'Atlantis' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toEqual(['Please choose a country from the list.']);
    expect((await profileOf(t.app, auth)).country_id).toBe(826);
  });
});

describe('update_language', () => {
  it("accepts the five languages, English as the spec's 'us'", async () => {
    const { auth } = await signedInUser(t.app);
    const res = await post(auth, 'v3', 'update_language', { language: 'us' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 1,
      message: 'Language updated successfully.',
      response: { language: 'us' },
    });
    expect((await post(auth, 'v2', 'update_language', { language: 'US' })).statusCode).toBe(200);
    for (const language of ['de', 'fr', 'es', 'nl']) {
      const other = await post(auth, 'v3', 'update_language', { language: language.toUpperCase() });
      expect(other.json()).toMatchObject({ status: 1, response: { language } });
    }
    expect((await profileOf(t.app, auth)).language).toBe('nl');
  });

  it('refuses a language without catalogues, and a missing one', async () => {
    const { auth } = await signedInUser(t.app);
    const other = await post(auth, 'v3', 'update_language', { language: 'it' });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toEqual(['Please choose a language from the list.']);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v3/update_language',
      headers: auth,
      payload: {},
    });
    expect(missing.json().message).toEqual(['Language is required.']);
    expect((await profileOf(t.app, auth)).language).toBe('us');
  });
});

describe('update_user_currency', () => {
  it('changes the currency under v2 and v3, and the profile shows its symbol', async () => {
    const { auth } = await signedInUser(t.app);
    const v2 = await post(auth, 'v2', 'update_user_currency', { currency_id: '978' });
    expect(v2.statusCode).toBe(200);
    expect(v2.json()).toMatchObject({ status: 1, message: 'Currency updated successfully.' });
    expect(await profileOf(t.app, auth)).toMatchObject({
      currency_id: 978,
      currency: '€',
      currency_code: 'EUR',
    });

    const v3 = await t.app.inject({
      method: 'POST',
      url: '/api/v3/update_user_currency',
      headers: auth,
      payload: { currency_id: 356 },
    });
    expect(v3.statusCode).toBe(200);
    expect(await profileOf(t.app, auth)).toMatchObject({ currency_id: 356, currency: '₹' });
  });

  it('refuses a missing or unknown currency and keeps the old one', async () => {
    const { auth } = await signedInUser(t.app);
    const missing = await post(auth, 'v2', 'update_user_currency', { currency_id: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toEqual(['Currency is required.']);
    const unknown = await post(auth, 'v2', 'update_user_currency', { currency_id: '999' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toEqual(['Please choose a currency from the list.']);
    expect((await profileOf(t.app, auth)).currency_id).toBe(826);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/update_user_currency',
      payload: { currency_id: 978 },
    });
    expect(res.statusCode).toBe(401);
  });
});
