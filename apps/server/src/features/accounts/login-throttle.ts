// Failed sign-ins slow down the one who fails, not the owner (issue 13). Counted per e-mail address and
// client IP together: a pair may fail FREE_FAILURES times at once, then waits before each new attempt,
// twice as long each time, up to LONGEST_WAIT; a success forgets the count, and so does a day of quiet.
// The same address from another IP (the owner at home while someone guesses from elsewhere) signs in
// as usual, so no one can lock an owner out by knowing the address. Guessing from many IPs at once is
// slowed by the per-IP limit and each pair's waits, and the owner is told (see alertOwner).
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import { AUTH_MESSAGES } from '@tradebook/domain/auth/auth.schemas';
import {
  countAttempt,
  findNextAttempt,
  forgetFailures,
  type NextAttemptTimes,
} from './login-throttles.repository';

export const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 1_000;
export const LONGEST_WAIT_MS = 15 * 60_000;
const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** How long a pair waits after `failures` failures: none for the first few, then 1 s, 2 s, 4 s ... */
export function waitAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES), LONGEST_WAIT_MS);
}

function nextAttemptTimes(now: number): NextAttemptTimes {
  const byFailures: NextAttemptTimes['byFailures'] = [];
  for (let failures = 1; waitAfter(failures) < LONGEST_WAIT_MS; failures += 1) {
    byFailures.push({ failures, at: new Date(now + waitAfter(failures)).toISOString() });
  }
  return { byFailures, longest: new Date(now + LONGEST_WAIT_MS).toISOString() };
}

/** Counts this attempt of `email` from `ip` as a failure until the password proves right, refusing it
 * (429 with the seconds to wait) while the pair must wait. Answers what to call when it succeeds. */
export async function takeSignInAttempt(
  ctx: AppContext,
  email: string,
  ip: string,
): Promise<{ succeeded: () => Promise<void> }> {
  const key = `${email.trim().toLowerCase()} ${ip}`;
  const now = ctx.now().getTime();
  await forgetFailures(ctx.db, key, new Date(now - FORGET_AFTER_MS).toISOString());
  const counted = await countAttempt(ctx.db, key, new Date(now).toISOString(), nextAttemptTimes(now));
  if (counted === undefined) {
    const nextAt = await findNextAttempt(ctx.db, key);
    const waitMs = nextAt ? Date.parse(nextAt) - now : FIRST_WAIT_MS;
    throw new AppError('rate_limited', AUTH_MESSAGES.rateLimited, {
      retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
    });
  }
  return { succeeded: () => forgetFailures(ctx.db, key) };
}
