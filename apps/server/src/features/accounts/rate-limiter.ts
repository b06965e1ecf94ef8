// Fixed-window limits kept in the database (decisions.md: per IP and per e-mail on the sign-in calls),
// so they hold across restarts and across several app processes on one PostgreSQL.
import { AUTH_MESSAGES } from '@tradebook/domain/auth/auth.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import { countHit, releaseHit } from './rate-limits.repository';

export interface Limit {
  max: number;
  windowSeconds: number;
}

export const PER_EMAIL_LIMIT: Limit = { max: 10, windowSeconds: 15 * 60 };

function windowStartOf(ctx: AppContext, limit: Limit): string {
  const windowMs = limit.windowSeconds * 1000;
  return new Date(Math.floor(ctx.now().getTime() / windowMs) * windowMs).toISOString();
}

/** Counts this attempt and refuses it (429) when it goes over the limit. */
export async function enforceLimit(ctx: AppContext, key: string, limit: Limit): Promise<void> {
  const hits = await countHit(ctx.db, key, windowStartOf(ctx, limit));
  if (hits > limit.max) throw new AppError('rate_limited', AUTH_MESSAGES.rateLimited);
}

/** Takes one attempt from `key`'s limit, refusing (429) when none is left, and answers a function that
 * gives it back: a sign-in that succeeds does not count against the e-mail. Taking the attempt before the
 * password is checked, rather than counting failures after, means attempts sent at the same moment cannot
 * all pass the check together. */
export async function takeAttempt(ctx: AppContext, key: string, limit: Limit): Promise<() => Promise<void>> {
  const windowStart = windowStartOf(ctx, limit);
  if ((await countHit(ctx.db, key, windowStart)) > limit.max) {
    throw new AppError('rate_limited', AUTH_MESSAGES.rateLimited);
  }
  return () => releaseHit(ctx.db, key, windowStart);
}

export function perIpLimit(ctx: AppContext): Limit {
  return { max: ctx.config.rateLimitPerIp, windowSeconds: 60 };
}
