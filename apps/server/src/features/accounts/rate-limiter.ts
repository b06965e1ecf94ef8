// Fixed-window limits kept in the database (docs/reference/accounts.md: per IP and per e-mail on the sign-in
// calls), so they hold across restarts and across several app processes on one PostgreSQL. Failed sign-ins
// have their own, growing, waits (login-throttle.ts).
import { AUTH_MESSAGES } from '@tradebook/domain/auth/auth.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import { countHit } from './rate-limits.repository';

export interface Limit {
  max: number;
  windowSeconds: number;
}

export const PER_EMAIL_LIMIT: Limit = { max: 10, windowSeconds: 15 * 60 };

/** The start of the window `now` falls in, and the seconds left until it ends. */
export function windowOf(ctx: AppContext, limit: Limit): { start: string; secondsLeft: number } {
  const windowMs = limit.windowSeconds * 1000;
  const now = ctx.now().getTime();
  const start = Math.floor(now / windowMs) * windowMs;
  return { start: new Date(start).toISOString(), secondsLeft: Math.ceil((start + windowMs - now) / 1000) };
}

/** Counts this attempt and refuses it (429, with the seconds until the window ends) when it goes over
 * the limit. */
export async function enforceLimit(ctx: AppContext, key: string, limit: Limit): Promise<void> {
  const window = windowOf(ctx, limit);
  const hits = await countHit(ctx.db, key, window.start);
  if (hits > limit.max) {
    throw new AppError('rate_limited', AUTH_MESSAGES.rateLimited, { retryAfterSeconds: window.secondsLeft });
  }
}

export function perIpLimit(ctx: AppContext): Limit {
  return { max: ctx.config.rateLimitPerIp, windowSeconds: 60 };
}
