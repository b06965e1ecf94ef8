// Users made through the real calls, as a new customer would. Their e-mail address counts as confirmed,
// as every account that existed before confirming was asked for (ADR 0327), unless `unconfirmed`.
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { contextOf } from './test-app';

export const GB = 826;
export const GBP = 826;

export function uniqueEmail(prefix = 'owner'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.com`;
}

export interface UserOptions {
  /** Leave the address unconfirmed, as a new sign-up is until it opens the e-mailed link. */
  unconfirmed?: boolean;
}

export async function registerUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  options: UserOptions = {},
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
  if (!options.unconfirmed) await confirmAddress(app, String(body.email));
  return { email: String(body.email), password: String(body.password) };
}

/** Marks the new user's address confirmed and drops its confirmation e-mail before it is delivered, so a
 * test's outbox holds only the e-mails the test is about: the user is one that registered before the rule. */
async function confirmAddress(app: FastifyInstance, email: string): Promise<void> {
  const ctx = contextOf(app);
  if (!ctx) throw new Error('registerUser needs an app made by buildTestApp');
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'created_at'])
    .where('email_lower', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  await ctx.db
    .updateTable('users')
    .set({ email_verified_at: user.created_at })
    .where('id', '=', user.id)
    .execute();
  await ctx.db
    .deleteFrom('outbox_mails')
    .where('user_id', '=', user.id)
    .where('purpose', '=', 'email-verification')
    .where('state', '=', 'queued')
    .execute();
}

/** Registers and signs in a new user; answers its bearer token. */
export async function signedInUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  options: UserOptions = {},
) {
  const user = await registerUser(app, overrides, options);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/login',
    payload: { email: user.email, password: user.password, version: 'web' },
  });
  const token = res.json().api_token as string;
  return { ...user, token, auth: { authorization: `Bearer ${token}` } };
}
