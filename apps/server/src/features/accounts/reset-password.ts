import {
  AUTH_MESSAGES,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from '@tradebook/domain/auth/auth.schemas';
import type { AppContext } from '../../app-context';
import { trustedOwnerId } from '../../db/owner';
import { AppError } from '../../app-error';
import { translatorFor } from '../../locales/catalogues';
import { queueMail } from '../../mail/outbox';
import { findProfileRow } from './user-profiles.repository';
import { consumePasswordReset, replacePasswordReset } from './password-resets.repository';
import { hashPassword } from './passwords';
import { enforceLimit, PER_EMAIL_LIMIT, perIpLimit } from './rate-limiter';
import { storeNewPassword } from './store-new-password';
import { hashToken, newToken } from './tokens';
import { findUserByEmail } from './users.repository';

export const RESET_LINK_MINUTES = 60;

/** Answers the same, in the same time, whether the account exists or not: the request only counts
 * itself against the limits and hands the rest over, so nothing it does depends on the address
 * (a registered address took 7.8 ms, an unknown one 3.1 ms, when the lookup, the insert and the
 * e-mail ran before the answer). */
export async function requestPasswordReset(
  ctx: AppContext,
  request: ForgotPasswordRequest,
  ip: string,
): Promise<void> {
  await enforceLimit(ctx, `forgot:ip:${ip}`, perIpLimit(ctx));
  await enforceLimit(ctx, `forgot:email:${request.email.trim().toLowerCase()}`, PER_EMAIL_LIMIT);
  const { email } = request;
  ctx.tasks.run('password reset e-mail', () => sendResetLink(ctx, email));
}

/** E-mails a new single-use reset link when the account exists; it replaces any earlier link. */
async function sendResetLink(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;

  const token = newToken();
  const now = ctx.now();
  await replacePasswordReset(ctx.db, trustedOwnerId(Number(user.id)), {
    tokenHash: hashToken(token),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000).toISOString(),
  });
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  // In the owner's language (docs/decisions/0389).
  const profile = await findProfileRow(ctx.db, trustedOwnerId(Number(user.id)));
  const t = translatorFor(profile?.language, 'account');
  await queueMail(
    ctx,
    {
      // The address the account holds, not the text typed, which may differ in letter case.
      to: user.email,
      subject: t('reset.subject'),
      text: t('reset.text', { minutes: RESET_LINK_MINUTES, link }),
    },
    { purpose: 'password-reset', userId: Number(user.id) },
  );
}

/** Sets a new password through a reset link; the link works once and ends every session. */
export async function resetPassword(
  ctx: AppContext,
  request: ResetPasswordRequest,
  ip: string,
): Promise<void> {
  await enforceLimit(ctx, `reset:ip:${ip}`, perIpLimit(ctx));
  const now = ctx.now().toISOString();
  const passwordHash = await hashPassword(request.password);
  await ctx.db.transaction().execute(async (trx) => {
    const userId = await consumePasswordReset(trx, hashToken(request.token), now);
    if (userId === undefined) throw new AppError('validation', [AUTH_MESSAGES.resetInvalid]);
    await storeNewPassword(trx, trustedOwnerId(userId), { passwordHash, now });
  });
}
