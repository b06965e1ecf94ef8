// A per-user limit on the calls that make a server work hard: drawing a document's PDF, making an export
// and e-mailing a document (docs/reference/api.md 'Security rules'; issue 13). Each is a fixed window of a
// minute counted in the database like the sign-in limits (docs/decisions/0005), so it holds across restarts
// and app processes; each kind of work has its own count, so exporting does not stop a user from viewing a
// PDF. The default (RATE_LIMIT_PER_USER, 30 a minute of each) is far above what a person does by hand.
// Reading a supplier's e-invoice is counted too, on its own (docs/decisions/0323).
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { countHit } from './rate-limits.repository';

export type HeavyWork = 'pdf' | 'export' | 'email' | 'import' | 'einvoice' | 'receipt';

const WINDOW_MS = 60_000;

export function heavyWorkMessage(seconds: number, work?: HeavyWork): string {
  if (work === 'einvoice') return `Too many e-invoices read. Please try again in ${seconds} seconds.`;
  // Reading receipts counts on its own (docs/decisions/0358).
  if (work === 'receipt') return `Too many receipts read. Please try again in ${seconds} seconds.`;
  return `Too many PDF, export or e-mail requests. Please try again in ${seconds} seconds.`;
}

/** Counts one `work` of `owner` and refuses it (429 with Retry-After) when the minute's count is used up. */
export async function limitHeavyWork(ctx: AppContext, owner: OwnerId, work: HeavyWork): Promise<void> {
  const now = ctx.now().getTime();
  const windowStart = Math.floor(now / WINDOW_MS) * WINDOW_MS;
  const hits = await countHit(ctx.db, `user:${owner}:${work}`, new Date(windowStart).toISOString());
  if (hits <= ctx.config.rateLimitPerUser) return;
  const seconds = Math.max(1, Math.ceil((windowStart + WINDOW_MS - now) / 1000));
  throw new AppError('rate_limited', heavyWorkMessage(seconds, work), { retryAfterSeconds: seconds });
}
