// Tells an owner when their address keeps failing to sign in, from whatever IPs: the waits of
// login-throttle.ts slow each guesser down, but only the owner can tell whether it was them and choose a
// stronger password. One e-mail per window, sent after the answer (a slow mail server must not show in
// how long a failed sign-in takes).
import type { AppContext } from '../../app-context';
import { queueMail } from '../../mail/outbox';
import { windowOf, type Limit } from './rate-limiter';
import { countHit } from './rate-limits.repository';

export const FAILED_SIGN_IN_ALERT: Limit = { max: 10, windowSeconds: 15 * 60 };

/** Counts a failed sign-in of `email` (an account's or not: the work is the same) and, at the window's
 * FAILED_SIGN_IN_ALERT.max-th failure, queues the e-mail to the account's owner. Exactly one call sees
 * that count, as the count is one statement. */
export async function noteFailedSignIn(
  ctx: AppContext,
  email: string,
  account: { id: number; email: string } | undefined,
): Promise<void> {
  const window = windowOf(ctx, FAILED_SIGN_IN_ALERT);
  const key = `login-failures:email:${email.trim().toLowerCase()}`;
  const failures = await countHit(ctx.db, key, window.start);
  if (failures !== FAILED_SIGN_IN_ALERT.max || !account) return;
  const minutes = FAILED_SIGN_IN_ALERT.windowSeconds / 60;
  const { email: to, id: userId } = account;
  ctx.tasks.run('failed sign-in alert', async () => {
    await queueMail(
      ctx,
      {
        to,
        subject: 'Failed sign-ins to your Tradebook account',
        text:
          `Someone tried to sign in to your Tradebook account with a wrong password ${failures} times ` +
          `within ${minutes} minutes.\n\n` +
          `If it was you, you can choose a new password here: ${ctx.config.publicUrl}/forgot-password\n\n` +
          `If it was not, your account is still closed to them: each further wrong attempt has to wait ` +
          `longer. If your password is easy to guess or used on other sites, change it with the link above.`,
      },
      { purpose: 'sign-in-alert', userId },
    );
  });
}
