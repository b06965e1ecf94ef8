import { AUTH_MESSAGES, type RegisterRequest } from '@tradebook/domain/auth/auth.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import { findCountry } from '../lookups/countries';
import { findCurrency } from '../lookups/currencies';
import { hashPassword } from './passwords';
import { enforceLimit, PER_EMAIL_LIMIT, perIpLimit } from './rate-limiter';
import { trustedOwnerId } from '../../db/owner';
import { sendVerificationLink } from './send-verification-link';
import { findUserByEmail, insertUser } from './users.repository';

/** Free usage a new account starts with (docs/reference/subscriptions.md 'Plans, credits, vouchers and
 * referrals'). */
export const FREE_USAGE_DAYS = 30;

export async function registerUser(ctx: AppContext, request: RegisterRequest, ip: string): Promise<void> {
  await enforceLimit(ctx, `register:ip:${ip}`, perIpLimit(ctx));
  await enforceLimit(ctx, `register:email:${request.email.toLowerCase()}`, PER_EMAIL_LIMIT);

  const country = findCountry(request.country);
  const currency = findCurrency(request.currency);
  const problems = [
    ...(country ? [] : ['Please choose a country from the list.']),
    ...(currency ? [] : ['Please choose a currency from the list.']),
  ];
  if (!country || !currency) throw new AppError('validation', problems);

  if (await findUserByEmail(ctx.db, request.email)) throw new AppError('conflict', AUTH_MESSAGES.emailTaken);

  const now = ctx.now();
  const freeUntil = new Date(now.getTime() + FREE_USAGE_DAYS * 86_400_000).toISOString().slice(0, 10);
  let userId: number;
  try {
    userId = await insertUser(ctx.db, {
      email: request.email,
      email_lower: request.email.toLowerCase(),
      password_hash: await hashPassword(request.password),
      fullname: request.fullname,
      country_id: country.id,
      currency_id: currency.id,
      language: request.language,
      user_type: 'web',
      free_usage_until: freeUntil,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
  } catch (error) {
    // Two registrations of one address at the same moment: the unique index decides.
    if (await findUserByEmail(ctx.db, request.email))
      throw new AppError('conflict', AUTH_MESSAGES.emailTaken);
    throw error;
  }
  // The invitation whose link this account came through is rewarded once its profile is complete.
  await ctx.ports.linkReferral(ctx, userId, request.ref);
  // The address is confirmed through the link this e-mails (ADR 0327); signing in does not wait for it.
  await sendVerificationLink(ctx, trustedOwnerId(userId), request.email);
}
