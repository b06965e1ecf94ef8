import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

const SESSION_ENDED = { status: 0, message: 'Your session has expired. Please sign in again.' };
const DAY_MS = 86_400_000;

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

function getProfile(headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: '/api/v3/get_profile', headers });
}

function logout(headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/v3/logout', headers });
}

async function secondSession(email: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v3/login', payload: { email, password } });
  const token = res.json().api_token as string;
  return { token, auth: { authorization: `Bearer ${token}` } };
}

describe('sessions', () => {
  it('answers 401 with the envelope when no token is sent', async () => {
    const res = await getProfile();

    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject(SESSION_ENDED);
  });

  it.each([
    ['a token that was never issued', 'Bearer Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXhxdXV4'],
    ['garbage', 'Bearer !!!'],
    ['an empty bearer', 'Bearer '],
    ['another scheme', 'Basic YWxleDpzZWNyZXQ='],
  ])('answers 401 for %s', async (_case, authorization) => {
    const res = await getProfile({ authorization });

    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject(SESSION_ENDED);
  });

  it('accepts the bearer scheme in any letter case', async () => {
    const user = await signedInUser(t.app);

    expect((await getProfile({ authorization: `bearer ${user.token}` })).statusCode).toBe(200);
  });

  it('logs out by revoking the token on the server, leaving other sessions working', async () => {
    const user = await signedInUser(t.app);
    const other = await secondSession(user.email, user.password);

    const res = await logout(user.auth);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, message: 'You have been signed out.' });
    expect((await getProfile(user.auth)).statusCode).toBe(401);
    expect((await getProfile(other.auth)).statusCode).toBe(200);
    expect((await logout(user.auth)).statusCode).toBe(401);
  });

  it('refuses to log out without a token', async () => {
    const res = await logout();

    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject(SESSION_ENDED);
  });

  it('ends a session 30 days after sign-in', async () => {
    const user = await signedInUser(t.app);
    try {
      t.setNow(new Date(Date.now() + 29 * DAY_MS));
      expect((await getProfile(user.auth)).statusCode).toBe(200);

      t.setNow(new Date(Date.now() + 31 * DAY_MS));
      const res = await getProfile(user.auth);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject(SESSION_ENDED);
    } finally {
      t.setNow(undefined);
    }
  });

  it('ends a session whose expiry has passed in the database', async () => {
    const user = await signedInUser(t.app);
    await t.ctx.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1_000).toISOString() })
      .where('token_hash', '=', createHash('sha256').update(user.token).digest('hex'))
      .execute();

    expect((await getProfile(user.auth)).statusCode).toBe(401);
  });

  it('stores only the SHA-256 hash of a token', async () => {
    const user = await signedInUser(t.app);
    const rows = await t.ctx.db.selectFrom('sessions').selectAll().execute();

    expect(JSON.stringify(rows)).not.toContain(user.token);
    const hash = createHash('sha256').update(user.token).digest('hex');
    expect(rows.filter((row) => row.token_hash === hash)).toHaveLength(1);
    const users = await t.ctx.db.selectFrom('users').selectAll().execute();
    expect(JSON.stringify(users)).not.toContain(user.token);
  });

  it('answers every 401 with exactly status 0 and a message', async () => {
    const res = await getProfile({ authorization: 'Bearer nothing-like-a-token' });

    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'message', 'status']);
    expect(res.json().status).toBe(0);
    expect(typeof res.json().message).toBe('string');
  });
});
