// The link that confirms the account's e-mail address (docs/decisions/0327-confirming-the-account-email.md):
// e-mailed at registration and again on resend_verification; single use, valid 7 days, only the hash of
// its token stored, and a new link replaces the older one (as password resets do, ADR 0116).
import {
  EMAIL_VERIFICATION_MESSAGES,
  VERIFICATION_LINK_DAYS,
} from '@tradebook/domain/auth/email-verification.schemas';
import type { AppContext } from '../../app-context';
import { notFound } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { translatorFor } from '../../locales/catalogues';
import { queueMail } from '../../mail/outbox';
import { findProfileRow } from './user-profiles.repository';
import { findEmailStanding, replaceEmailVerification } from './email-verifications.repository';
import { enforceLimit, perIpLimit, type Limit } from './rate-limiter';
import { hashToken, newToken } from './tokens';

/** Links a user may ask for again: 5 an hour (the first, at registration, is not counted). */
export const RESEND_LIMIT: Limit = { max: 5, windowSeconds: 60 * 60 };

/** Stores a new link for `owner` and queues the e-mail that carries it to the account's own address. */
export async function sendVerificationLink(ctx: AppContext, owner: OwnerId, email: string): Promise<void> {
  const token = newToken();
  const now = ctx.now();
  const link = `${ctx.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  // In the owner's language (docs/decisions/0389).
  const t = translatorFor((await findProfileRow(ctx.db, owner))?.language, 'account');
  await ctx.db.transaction().execute(async (trx) => {
    await replaceEmailVerification(trx, owner, {
      tokenHash: hashToken(token),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + VERIFICATION_LINK_DAYS * 86_400_000).toISOString(),
    });
    await queueMail(
      { ...ctx, db: trx },
      {
        to: email,
        subject: t('verify.subject'),
        text: t('verify.text', { days: VERIFICATION_LINK_DAYS, link }),
      },
      { purpose: 'email-verification', userId: owner },
    );
  });
}

/** resend_verification: a new link for the signed-in user; nothing is sent once the address is confirmed.
 * Answers the message to show. */
export async function resendVerification(ctx: AppContext, owner: OwnerId, ip: string): Promise<string> {
  await enforceLimit(ctx, `resend-verification:ip:${ip}`, perIpLimit(ctx));
  await enforceLimit(ctx, `resend-verification:user:${owner}`, RESEND_LIMIT);
  const user = await findEmailStanding(ctx.db, owner);
  if (!user) throw notFound();
  if (user.email_verified_at !== null) return EMAIL_VERIFICATION_MESSAGES.alreadyConfirmed;
  await sendVerificationLink(ctx, owner, user.email);
  return EMAIL_VERIFICATION_MESSAGES.sent;
}
