// The filed period holding a date, as the document engine, payments and expenses ask it through the
// app context's port (documents/vat-lock.ts; docs/decisions/0372-filing-a-vat-return.md).
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { findFiledPeriodHolding, listFiledPeriodsOverlapping } from './filed-periods.repository';

export async function filedPeriodHolding(
  ctx: AppContext,
  owner: OwnerId,
  held: { dates: string[]; paymentDates: string[] },
): Promise<{ from: string; to: string } | undefined> {
  const row = await findFiledPeriodHolding(ctx.db, owner, held);
  return row && { from: row.period_from, to: row.period_to };
}

/** The filed periods sharing a day with from..to (a list page's dates), as the lock reads them. */
export async function filedPeriodsOverlapping(
  ctx: AppContext,
  owner: OwnerId,
  period: { from: string; to: string },
): Promise<Array<{ from: string; to: string }>> {
  const rows = await listFiledPeriodsOverlapping(ctx.db, owner, period);
  return rows.map((row) => ({ from: row.period_from, to: row.period_to }));
}
