// Fixed-window limits kept in the database (decisions.md: per IP and per e-mail on the sign-in calls),
// so they hold across restarts and across several app processes on one PostgreSQL.
import { AUTH_MESSAGES } from '@tradebook/domain/auth/auth.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { countHit, readHits } from './rate-limits.repository';

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

/** Refuses (429) when `key` has already used up its limit, without counting this attempt: used for
 * failed sign-ins, which are counted only once they have failed. */
export async function assertUnderLimit(ctx: AppContext, key: string, limit: Limit): Promise<void> {
  if ((await readHits(ctx.db, key, windowStartOf(ctx, limit))) >= limit.max) {
    throw new AppError('rate_limited', AUTH_MESSAGES.rateLimited);
  }
}

export async function countFailure(ctx: AppContext, key: string, limit: Limit): Promise<void> {
  await countHit(ctx.db, key, windowStartOf(ctx, limit));
}

export function perIpLimit(ctx: AppContext): Limit {
  return { max: ctx.config.rateLimitPerIp, windowSeconds: 60 };
}
