// Users made through the real calls, as a new customer would.
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';

export const GB = 826;
export const GBP = 826;

export function uniqueEmail(prefix = 'owner'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.com`;
}

export async function registerUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<{ email: string; password: string }> {
  const body = {
    user_type: 'web',
    app_type: 'tradebook',
    fullname: 'Alex Baker',
    email: uniqueEmail(),
    password: 'correct horse battery',
    country: GB,
    currency: GBP,
    version: 'web',
    language: 'us',
    ...overrides,
  };
  const res = await app.inject({ method: 'POST', url: '/api/v3/register_user', payload: body });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { email: String(body.email), password: String(body.password) };
}

/** Registers and signs in a new user; answers its bearer token. */
export async function signedInUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const user = await registerUser(app, overrides);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/login',
    payload: { email: user.email, password: user.password, version: 'web' },
  });
  const token = res.json().api_token as string;
  return { ...user, token, auth: { authorization: `Bearer ${token}` } };
}
