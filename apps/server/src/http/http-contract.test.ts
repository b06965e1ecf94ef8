import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { registerUser, signedInUser, uniqueEmail } from '../../test/factories';
import { linkIn } from '../../test/mail';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

const STACK_TRACE = /\n\s+at |at .+\.(ts|js):\d+|node_modules/;

function expectNoSecrets(res: LightMyRequestResponse, password: string): void {
  expect(res.body).not.toContain('password_hash');
  expect(res.body).not.toContain('token_hash');
  expect(res.body).not.toContain('$argon2');
  expect(res.body).not.toContain(password);
  expect(res.body).not.toMatch(STACK_TRACE);
}

describe('what the answers never carry', () => {
  it('no answer of the account and profile calls carries a hash, the password or a stack trace', async () => {
    const password = 'a password to hide';
    const newPassword = 'another hidden one';
    const email = uniqueEmail('contract');
    const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers });

    const answers: LightMyRequestResponse[] = [];
    const body = { fullname: 'Casey Doe', email, password, country: 826, currency: 826 };
    answers.push(await post('/api/v3/register_user', body));
    answers.push(await post('/api/v3/register_user', body));
    answers.push(await post('/api/v3/register_user', { ...body, email: 'bad', password: 'short' }));
    answers.push(await post('/api/v3/login', { email, password: `${password}!` }));
    answers.push(await post('/api/v3/login', { email: uniqueEmail('nobody'), password }));
    const login = await post('/api/v3/login', { email, password });
    answers.push(login);
    const auth = { authorization: `Bearer ${login.json().api_token}` };
    answers.push(await t.app.inject({ method: 'GET', url: '/api/v3/get_profile', headers: auth }));
    answers.push(await post('/api/v3/forgot_password', { email }));
    answers.push(await post('/api/v3/forgot_password', { email: uniqueEmail('nobody') }));
    await t.settle();
    const outbox = t.readOutbox();
    const link = linkIn(outbox[outbox.length - 1] ?? '', 'http://tradebook.test/reset-password?token=') ?? '';
    const token = new URL(link).searchParams.get('token');
    answers.push(
      await post('/api/v3/reset_password', { token, password: newPassword, confirm_password: 'x' }),
    );
    answers.push(
      await post('/api/v3/reset_password', { token, password: newPassword, confirm_password: newPassword }),
    );
    answers.push(
      await post('/api/v3/reset_password', { token, password: newPassword, confirm_password: newPassword }),
    );
    const again = await post('/api/v3/login', { email, password: newPassword });
    answers.push(again);
    const againAuth = { authorization: `Bearer ${again.json().api_token}` };
    answers.push(await post('/api/v3/logout', {}, againAuth));
    answers.push(await post('/api/v3/logout', {}, againAuth));
    answers.push(await t.app.inject({ method: 'GET', url: '/api/v3/get_profile', headers: auth }));

    expect(answers.map((res) => res.statusCode)).toEqual([
      200, 409, 422, 401, 401, 200, 200, 200, 200, 422, 200, 422, 200, 200, 401, 401,
    ]);
    for (const res of answers) {
      expectNoSecrets(res, password);
      expectNoSecrets(res, newPassword);
      expect(res.json().status).toBe(res.statusCode === 200 ? 1 : 0);
    }
  });

  it('answers a real fault with 500 and the generic message, without SQL or a stack trace', async () => {
    const broken = await buildTestApp();
    try {
      const user = await registerUser(broken.app);
      await sql`drop table rate_limits`.execute(broken.ctx.db);

      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/v3/login',
        payload: { email: user.email, password: user.password },
      });

      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ status: 0, message: 'Something went wrong. Please try again.' });
      expect(res.body).not.toMatch(/rate_limits|select|insert|sqlite|postgres/i);
      expectNoSecrets(res, user.password);
    } finally {
      await broken.close();
    }
  });
});

describe('routes', () => {
  it.each([
    ['GET', '/api/v3/no_such_call'],
    ['POST', '/api/v3/no_such_call'],
    ['GET', '/api/v9/get_profile'],
    ['GET', '/nothing-here'],
  ] as const)('answers %s %s with the 404 envelope', async (method, url) => {
    const res = await t.app.inject({ method, url });

    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 0, message: 'Resource not found' });
  });

  it.each(['/api/v3/login', '/api/v3/register_user', '/api/v3/forgot_password', '/api/v3/reset_password'])(
    'refuses GET on the POST-only call %s with 405',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });

      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toContain('POST');
      expect(res.json().status).toBe(0);
      expect(typeof res.json().message).toBe('string');
    },
  );

  it('refuses GET on logout, a call that changes data, even with a valid token', async () => {
    const user = await signedInUser(t.app);

    const res = await t.app.inject({ method: 'GET', url: '/api/v3/logout', headers: user.auth });

    expect(res.statusCode).toBe(405);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v3/get_profile', headers: user.auth })).statusCode,
    ).toBe(200);
  });
});

describe('bodies that cannot be read', () => {
  it('answers malformed JSON with the 400 envelope, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "someone@example.com", "password": ',
    });

    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 0, message: 'The request could not be read.' });
  });

  it('answers a body of a type it does not read with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/login',
      headers: { 'content-type': 'text/csv' },
      payload: 'email,password',
    });

    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: 0, message: 'This content type is not supported.' });
  });

  it('answers a body over the size limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });

    expect(res.statusCode).toBe(413);
    expect(res.json().status).toBe(0);
  });

  it.each([
    ['no body at all', {}],
    ['an empty JSON body', { headers: { 'content-type': 'application/json' }, payload: '' }],
  ])('answers %s with the messages of the missing fields', async (_case, request) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/login', ...request });

    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 0, message: ['Email is required.', 'Password is required.'] });
  });

  it.each([
    ['JSON text instead of an object', '"just text"'],
    ['a JSON list', '[1, 2]'],
    ['JSON null', 'null'],
  ])('answers %s with 422: the body must be an object of fields', async (_case, payload) => {
    const headers = { 'content-type': 'application/json' };
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/login', headers, payload });

    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: 0,
      message: ['The request body must be a JSON object of fields.'],
    });
  });

  it('lets a client log out with a JSON content type and an empty body', async () => {
    const user = await signedInUser(t.app);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/logout',
      headers: { ...user.auth, 'content-type': 'application/json' },
      payload: '',
    });

    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v3/get_profile', headers: user.auth })).statusCode,
    ).toBe(401);
  });

  it('refuses JSON that tries to set an object prototype', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", "password": "x", "__proto__": {"admin": true}}',
    });

    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(0);
  });
});

describe('security headers', () => {
  it.each([
    ['a success', 'GET', '/healthz'],
    ['a lookup', 'GET', '/api/v3/get_new_country_list'],
    ['a 401', 'GET', '/api/v3/get_profile'],
    ['a 404', 'GET', '/api/v3/no_such_call'],
    ['a 405', 'GET', '/api/v3/login'],
    ['a 422', 'POST', '/api/v3/login'],
  ] as const)('are on %s', async (_case, method, url) => {
    const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });

    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeTruthy();
  });
});

describe('health and documentation', () => {
  it('answers /healthz with the database up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('serves an OpenAPI document that lists the account and profile calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });

    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toMatch(/^3\./);
    for (const [path, method] of [
      ['/api/v3/login', 'post'],
      ['/api/v3/register_user', 'post'],
      ['/api/v3/forgot_password', 'post'],
      ['/api/v3/reset_password', 'post'],
      ['/api/v3/logout', 'post'],
      ['/api/v3/get_profile', 'get'],
    ] as const) {
      expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    expect(document.paths['/api/v3/get_profile'].get.security).toEqual([{ bearer: [] }]);
    const register = JSON.stringify(document.paths['/api/v3/register_user'].post.requestBody);
    for (const field of ['fullname', 'email', 'password', 'country', 'currency', 'language']) {
      expect(register).toContain(`"${field}"`);
    }
  });

  it('serves the interactive API page at /api/docs', async () => {
    let res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    for (let hops = 0; hops < 3 && res.statusCode >= 300 && res.statusCode < 400; hops += 1) {
      const location = new URL(String(res.headers.location), 'http://localhost/api/docs');
      res = await t.app.inject({ method: 'GET', url: location.pathname + location.search });
    }

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toMatch(/<html/i);
  });
});
