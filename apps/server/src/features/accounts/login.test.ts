import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, uniqueEmail } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

const RATE_LIMITED = 'Too many attempts. Please wait a few minutes and try again.';
const INVALID_LOGIN = { status: 0, message: 'Invalid email or password.' };

function login(t: TestApp, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/v3/login', payload: { version: 'web', ...payload } });
}

/** A moment just after the start of a 15-minute window, so a test's attempts all fall in one window. */
function startOfAWindow(): Date {
  const window = 15 * 60_000;
  return new Date(Math.floor(Date.now() / window) * window + window + 1_000);
}

describe('login', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('signs in with status 1, Welcome!, an api_token and the user', async () => {
    const user = await registerUser(t.app, { fullname: 'Robin Hart' });
    const res = await login(t, { email: user.email, password: user.password });

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 1, message: 'Welcome!' });
    expect(typeof body.api_token).toBe('string');
    expect(body.api_token.length).toBeGreaterThanOrEqual(43);
    expect(body.response).toMatchObject({ email: user.email, welcomename: 'Robin Hart', country_id: 826 });
  });

  it('gives a new token at each sign-in', async () => {
    const user = await registerUser(t.app);
    const first = (await login(t, { email: user.email, password: user.password })).json().api_token;
    const second = (await login(t, { email: user.email, password: user.password })).json().api_token;

    expect(first).not.toBe(second);
  });

  it('answers the same 401 for a wrong password and for an unknown e-mail', async () => {
    const user = await registerUser(t.app);
    const wrongPassword = await login(t, { email: user.email, password: 'not the password' });
    const unknownEmail = await login(t, { email: uniqueEmail('nobody'), password: user.password });

    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toMatchObject(INVALID_LOGIN);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.json()).toMatchObject(INVALID_LOGIN);
  });

  it('finds the account whatever the letter case of the e-mail and with spaces around it', async () => {
    const user = await registerUser(t.app, { email: uniqueEmail('Casey.Upper') });
    const res = await login(t, { email: `  ${user.email.toUpperCase()} `, password: user.password });

    expect(res.statusCode).toBe(200);
    expect(res.json().response.email).toBe(user.email);
  });

  it('gives a token that opens the authenticated calls', async () => {
    const user = await registerUser(t.app);
    const token = (await login(t, { email: user.email, password: user.password })).json().api_token;

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v3/get_profile',
      headers: { authorization: `Bearer ${token}` },
    });

    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ status: 1, response: { email: user.email } });
  });

  it.each([
    ['nothing is sent', {}, ['Email is required.', 'Password is required.']],
    ['the e-mail is missing', { password: 'whatever words' }, ['Email is required.']],
    ['the e-mail is blank', { email: '  ', password: 'whatever words' }, ['Email is required.']],
    ['the password is missing', { email: 'someone@example.com' }, ['Password is required.']],
    ['the password is empty', { email: 'someone@example.com', password: '' }, ['Password is required.']],
  ])('refuses with 422 when %s', async (_case, payload, messages) => {
    const res = await login(t, payload);

    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 0, message: messages });
  });
});

describe('login rate limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('does not count successful sign-ins against the e-mail', async () => {
    t.setNow(startOfAWindow());
    const user = await registerUser(t.app);

    for (let attempt = 1; attempt <= 12; attempt += 1) {
      expect((await login(t, { email: user.email, password: user.password })).statusCode).toBe(200);
    }
    t.setNow(undefined);
  });

  it('limits the sign-in calls of one IP address to RATE_LIMIT_PER_IP a minute', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_PER_IP: '3' } });
    try {
      limited.setNow(startOfAWindow());
      for (let call = 1; call <= 3; call += 1) {
        const res = await login(limited, { email: uniqueEmail('ip'), password: 'some password' });
        expect(res.statusCode).toBe(401);
      }
      const fourth = await login(limited, { email: uniqueEmail('ip'), password: 'some password' });

      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toMatchObject({ status: 0, message: RATE_LIMITED });
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(fourth.headers['retry-after'])).toBeLessThanOrEqual(60);
    } finally {
      await limited.close();
    }
  });
});
