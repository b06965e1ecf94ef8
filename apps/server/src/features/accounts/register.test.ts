import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GB, GBP, signedInUser, uniqueEmail } from '../../../test/factories';
import { multipart, urlencoded } from '../../../test/forms';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

function validBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    user_type: 'web',
    app_type: 'tradebook',
    fullname: 'Alex Baker',
    email: uniqueEmail('register'),
    password: 'correct horse battery',
    country: GB,
    currency: GBP,
    version: 'web',
    language: 'us',
    ...overrides,
  };
}

function without(body: Record<string, unknown>, ...names: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([name]) => !names.includes(name)));
}

function register(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/v3/register_user', payload });
}

function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/v3/login', payload: { email, password, version: 'web' } });
}

async function profileOf(email: string, password: string) {
  const res = await login(email, password);
  expect(res.statusCode).toBe(200);
  const token = res.json().api_token as string;
  const profile = await t.app.inject({
    method: 'GET',
    url: '/api/v3/get_profile',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(profile.statusCode).toBe(200);
  return profile.json().response;
}

function userRow(email: string) {
  return t.ctx.db
    .selectFrom('users')
    .selectAll()
    .where('email_lower', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

describe('register_user', () => {
  it('creates the account and answers status 1 with a message', async () => {
    const body = validBody();
    const res = await register(body);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, message: 'Registration successful. Please sign in.' });
    expect((await login(String(body.email), String(body.password))).statusCode).toBe(200);
  });

  it.each([
    ['the full name is missing', without(validBody(), 'fullname'), ['Full name is required.']],
    ['the full name is blank', validBody({ fullname: '   ' }), ['Full name is required.']],
    ['the e-mail is missing', without(validBody(), 'email'), ['Email is required.']],
    ['the e-mail is blank', validBody({ email: '' }), ['Email is required.']],
    [
      'the e-mail is not an address',
      validBody({ email: 'alex.example.com' }),
      ['Please enter a valid email address.'],
    ],
    ['the password is missing', without(validBody(), 'password'), ['Password is required.']],
    ['the password is empty', validBody({ password: '' }), ['Password is required.']],
    [
      'the password is short',
      validBody({ password: 'seven77' }),
      ['Password must be at least 8 characters.'],
    ],
    ['the country is missing', without(validBody(), 'country'), ['Country is required.']],
    ['the currency is missing', without(validBody(), 'currency'), ['Currency is required.']],
  ])('refuses with 422 when %s', async (_case, body, messages) => {
    const res = await register(body);

    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 0, message: messages });
  });

  it('lists every problem of the form, in the order of its fields', async () => {
    const res = await register({ user_type: 'web', app_type: 'tradebook', version: 'web' });

    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: 0,
      message: [
        'Full name is required.',
        'Email is required.',
        'Password is required.',
        'Country is required.',
        'Currency is required.',
      ],
    });
  });

  it('keeps the order of the fields when only some are wrong', async () => {
    const res = await register(validBody({ email: 'nope', password: 'short', fullname: '' }));

    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual([
      'Full name is required.',
      'Please enter a valid email address.',
      'Password must be at least 8 characters.',
    ]);
  });

  it('refuses a country or currency that is not in the lists', async () => {
    const res = await register(validBody({ country: 'Atlantis', currency: 'XYZ' }));

    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: 0,
      message: ['Please choose a country from the list.', 'Please choose a currency from the list.'],
    });
  });

  it('accepts the country and currency by ISO code as well as by id', async () => {
    const body = validBody({ country: 'gb', currency: 'GBP' });
    expect((await register(body)).statusCode).toBe(200);

    const profile = await profileOf(String(body.email), String(body.password));
    expect(profile).toMatchObject({ country_id: GB, currency_id: GBP });
  });

  it('refuses an e-mail address already registered, in another letter case and with spaces', async () => {
    const body = validBody({ email: 'Dana.Miller@Example.com' });
    expect((await register(body)).statusCode).toBe(200);

    const again = await register(validBody({ email: '  dana.MILLER@example.COM ' }));

    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 0, message: 'This email address is already registered.' });
  });

  it('stores the e-mail address trimmed, keeping its letter case', async () => {
    const email = `  Sam.${uniqueEmail('Trim')}  `;
    const body = validBody({ email });
    expect((await register(body)).statusCode).toBe(200);

    const row = await userRow(email);
    expect(row?.email).toBe(email.trim());
  });

  it('stores the password only as an argon2id hash', async () => {
    const body = validBody({ password: 'my very secret words' });
    expect((await register(body)).statusCode).toBe(200);

    const row = await userRow(String(body.email));
    expect(row?.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(JSON.stringify(row)).not.toContain('my very secret words');
  });

  it('keeps every character of a password, spaces included', async () => {
    const body = validBody({ password: '  spaced out words  ' });
    expect((await register(body)).statusCode).toBe(200);

    expect((await login(String(body.email), '  spaced out words  ')).statusCode).toBe(200);
    expect((await login(String(body.email), 'spaced out words')).statusCode).toBe(401);
  });

  it('accepts the body as JSON', async () => {
    const body = validBody();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/register_user',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(1);
  });

  it('accepts the body as a urlencoded form, with the ids as text', async () => {
    const body = validBody();
    const form = urlencoded(body as Record<string, string | number>);
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/register_user', ...form });

    expect(res.statusCode).toBe(200);
    expect(await profileOf(String(body.email), String(body.password))).toMatchObject({
      country_id: GB,
      currency_id: GBP,
      welcomename: 'Alex Baker',
    });
  });

  it('accepts the body as a multipart form, as mobile clients send it', async () => {
    const body = validBody({ fullname: 'Morgan Lee' });
    const form = multipart(body as Record<string, string | number>);
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/register_user', ...form });

    expect(res.statusCode).toBe(200);
    expect(await profileOf(String(body.email), String(body.password))).toMatchObject({
      country_id: GB,
      currency_id: GBP,
      welcomename: 'Morgan Lee',
    });
  });

  it('answers validation messages for a multipart form too', async () => {
    const form = multipart(without(validBody(), 'email', 'password') as Record<string, string | number>);
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/register_user', ...form });

    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 0, message: ['Email is required.', 'Password is required.'] });
  });

  it('defaults the language to us and needs none of the client fields', async () => {
    const body = without(validBody(), 'language', 'user_type', 'app_type', 'version');
    expect((await register(body)).statusCode).toBe(200);

    expect(await profileOf(String(body.email), String(body.password))).toMatchObject({ language: 'us' });
  });

  it('ignores fields it does not know, such as an id, an owner or a subscription', async () => {
    const existing = await signedInUser(t.app);
    const existingProfile = (
      await t.app.inject({ method: 'GET', url: '/api/v3/get_profile', headers: existing.auth })
    ).json().response;

    const body = validBody({
      id: existingProfile.id,
      user_id: existingProfile.id,
      subscription_until: '2099-12-31',
      free_usage_until: '2099-12-31',
      no_of_days_of_free_usage: 9999,
      password_hash: '$argon2id$forged',
      company_name: 'Forged Ltd',
    });
    expect((await register(body)).statusCode).toBe(200);

    const profile = await profileOf(String(body.email), String(body.password));
    expect(profile.id).not.toBe(existingProfile.id);
    expect(profile.email).toBe(body.email);
    expect(profile.subscription_details).toEqual({ noOfDaysRemaining: null, subscription_type: 'N/A' });
    expect(profile.no_of_days_of_free_usage).toBe(30);
    expect(profile.company_name).toBe('N/A');

    const row = await userRow(String(body.email));
    expect(row?.subscription_until).toBeNull();
    expect(row?.password_hash).not.toBe('$argon2id$forged');
    const stillThere = await t.app.inject({
      method: 'GET',
      url: '/api/v3/get_profile',
      headers: existing.auth,
    });
    expect(stillThere.json().response.email).toBe(existing.email);
  });
});
