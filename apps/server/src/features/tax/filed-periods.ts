// The filed period holding a date, as the document engine, payments and expenses ask it through the
// app context's port (documents/vat-lock.ts; docs/decisions/0372-filing-a-vat-return.md).
import type { RawBuilder } from 'kysely';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { filedPeriodHoldingColumn, findFiledPeriodHolding } from './filed-periods.repository';

export async function filedPeriodHolding(
  ctx: AppContext,
  owner: OwnerId,
  held: { dates: string[]; paymentDates: string[] },
): Promise<{ from: string; to: string } | undefined> {
  const row = await findFiledPeriodHolding(ctx.db, owner, held);
  return row && { from: row.period_from, to: row.period_to };
}

/** The filed period holding each row's date, as a column of a list page's statement (the lock reads it,
 * documents/vat-lock.ts). */
export function filedPeriodColumn(owner: OwnerId, dateColumn: string): RawBuilder<string | null> {
  return filedPeriodHoldingColumn(owner, dateColumn);
}
