import {
  AUTH_MESSAGES,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from '@tradebook/domain/auth/auth.schemas';
import type { AppContext } from '../../app-context';
import { trustedOwnerId } from '../../db/owner';
import { AppError } from '../../app-error';
import { insertPasswordReset, consumePasswordReset } from './password-resets.repository';
import { hashPassword } from './passwords';
import { enforceLimit, PER_EMAIL_LIMIT, perIpLimit } from './rate-limiter';
import { revokeOtherSessions } from './sessions.repository';
import { hashToken, newToken } from './tokens';
import { findUserByEmail, updatePasswordHash } from './users.repository';

export const RESET_LINK_MINUTES = 60;

/** E-mails a single-use reset link when the account exists; answers the same either way. */
export async function requestPasswordReset(
  ctx: AppContext,
  request: ForgotPasswordRequest,
  ip: string,
): Promise<void> {
  await enforceLimit(ctx, `forgot:ip:${ip}`, perIpLimit(ctx));
  await enforceLimit(ctx, `forgot:email:${request.email.toLowerCase()}`, PER_EMAIL_LIMIT);
  const user = await findUserByEmail(ctx.db, request.email);
  if (!user) return;

  const token = newToken();
  const now = ctx.now();
  await insertPasswordReset(ctx.db, trustedOwnerId(Number(user.id)), {
    tokenHash: hashToken(token),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000).toISOString(),
  });
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  try {
    await ctx.mailer.send({
      // The address the account holds, not the text typed, which may differ in letter case.
      to: user.email,
      subject: 'Reset your Tradebook password',
      text:
        `Someone asked to reset the password of your Tradebook account.\n\n` +
        `To choose a new password, open this link within ${RESET_LINK_MINUTES} minutes:\n${link}\n\n` +
        `If it was not you, ignore this message: your password stays as it is.`,
    });
  } catch (error) {
    // Answering an error here, and success for an unknown address, would tell a stranger which
    // addresses have accounts. The failure is logged for the operator; the user can ask again.
    ctx.logger.error({ err: error }, 'password reset e-mail could not be sent');
  }
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
    const owner = trustedOwnerId(userId);
    await updatePasswordHash(trx, owner, passwordHash, now);
    await revokeOtherSessions(trx, owner, now);
  });
}
