// What an account may e-mail to others (docs/decisions/0327 and 0328):
// - until its address is confirmed, nothing: a call that would e-mail anyone but the owner answers 403;
// - once confirmed, at most DOCUMENT_EMAILS_PER_DAY e-mails to others a UTC day
//   (DOCUMENT_EMAILS_PER_DAY_NEW while the account is younger than 7 days), counted in the database
//   (rate_limits, one row per account) so every app process shares the count; past it, 429 with
//   Retry-After until midnight UTC. The per-minute limit (heavy-work-limits.ts) stays beside it.
import { EMAIL_VERIFICATION_MESSAGES } from '@tradebook/domain/auth/email-verification.schemas';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { findEmailStanding } from './email-verifications.repository';
import { countHit } from './rate-limits.repository';

const DAY_MS = 86_400_000;
/** An account younger than this has the lower daily cap. */
export const NEW_ACCOUNT_DAYS = 7;

export function dailyCapMessage(cap: number): string {
  return (
    `You have sent ${cap} e-mails today, the most an account may send in a day. ` +
    'Please try again tomorrow (UTC).'
  );
}

/** Whether the owner's e-mail address is confirmed. */
export async function isEmailConfirmed(ctx: AppContext, owner: OwnerId): Promise<boolean> {
  const user = await findEmailStanding(ctx.db, owner);
  return user !== undefined && user.email_verified_at !== null;
}

/** Refuses (403) a call that would e-mail someone else while the owner's address is unconfirmed. */
export async function requireConfirmedEmail(ctx: AppContext, owner: OwnerId): Promise<void> {
  const user = await findEmailStanding(ctx.db, owner);
  if (!user) throw notFound();
  if (user.email_verified_at === null) throw new AppError('forbidden', EMAIL_VERIFICATION_MESSAGES.required);
}

/** Counts one e-mail to someone else against today's cap; answers the cap and the seconds left of the day
 * when it is used up, else undefined. */
async function countDailyEmail(
  ctx: AppContext,
  owner: OwnerId,
): Promise<{ cap: number; secondsLeft: number } | undefined> {
  const user = await findEmailStanding(ctx.db, owner);
  if (!user) throw notFound();
  const now = ctx.now().getTime();
  const dayStart = Math.floor(now / DAY_MS) * DAY_MS;
  const young = now - Date.parse(user.created_at) < NEW_ACCOUNT_DAYS * DAY_MS;
  const cap = young ? ctx.config.documentEmailsPerDayNew : ctx.config.documentEmailsPerDay;
  const sent = await countHit(ctx.db, `user:${owner}:email-day`, new Date(dayStart).toISOString());
  if (sent <= cap) return undefined;
  return { cap, secondsLeft: Math.max(1, Math.ceil((dayStart + DAY_MS - now) / 1000)) };
}

/** Counts a call's e-mail to someone else against today's cap: 429 with Retry-After once it is used up
 * (the caller has checked the address is confirmed: requireConfirmedEmail). */
export async function limitDailyEmails(ctx: AppContext, owner: OwnerId): Promise<void> {
  const over = await countDailyEmail(ctx, owner);
  if (over) {
    throw new AppError('rate_limited', dailyCapMessage(over.cap), { retryAfterSeconds: over.secondsLeft });
  }
}

/** The same for work the owner did not ask for one by one (a recurring invoice's e-mail): answers false,
 * rather than throwing, when the address is unconfirmed or today's cap is used up. */
export async function mayEmailOthersNow(ctx: AppContext, owner: OwnerId): Promise<boolean> {
  if (!(await isEmailConfirmed(ctx, owner))) return false;
  return (await countDailyEmail(ctx, owner)) === undefined;
}
