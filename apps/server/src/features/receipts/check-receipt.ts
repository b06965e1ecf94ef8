// The checks on what was read (docs/decisions/0358): the net and the VAT add up to the total, the date is
// neither in the future nor over a year old, and the receipt is not already an expense (the same file, or
// the same vendor, date and total). Each is a flag for the owner, never a refusal.
import type { ReceiptFlag } from '@tradebook/domain/receipts/receipt.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { RECEIPT_MESSAGES as M } from './receipt-messages';
import { findSameExpense } from '../expenses/expense-matches.repository';
import { findExpenseOfHash } from './receipts.repository';

export interface Flag {
  code: ReceiptFlag;
  message: string;
  expense_id: number | null;
}

const flag = (code: ReceiptFlag, message: string, expenseId: number | null = null): Flag => ({
  code,
  message,
  expense_id: expenseId,
});

/** `date` minus one year, YYYY-MM-DD (29 February falls back to the 28th). */
function yearBefore(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const before = new Date(Date.UTC(year - 1, month - 1, day));
  if (before.getUTCMonth() !== month - 1) before.setUTCDate(0);
  return before.toISOString().slice(0, 10);
}

export function checkFigures(
  read: { netMinor: number | null; vatMinor: number | null; totalMinor: number | null; date: string | null },
  today: string,
): Flag[] {
  const flags: Flag[] = [];
  const { netMinor, vatMinor, totalMinor, date } = read;
  if (netMinor !== null && vatMinor !== null && totalMinor !== null && netMinor + vatMinor !== totalMinor) {
    flags.push(flag('totals_disagree', M.totalsDisagree));
  }
  if (date !== null && date > today) flags.push(flag('date_in_future', M.dateInFuture));
  if (date !== null && date < yearBefore(today)) flags.push(flag('date_over_a_year_old', M.dateOld));
  return flags;
}

export async function checkDuplicates(
  ctx: AppContext,
  owner: OwnerId,
  read: { sha256: string; vendor: string | null; date: string | null; totalMinor: number | null },
): Promise<Flag[]> {
  const flags: Flag[] = [];
  const sameImage = await findExpenseOfHash(ctx.db, owner, read.sha256);
  if (sameImage !== undefined) flags.push(flag('same_image', M.sameImage, sameImage));
  if (read.vendor && read.date && read.totalMinor !== null) {
    const same = await findSameExpense(ctx.db, owner, {
      vendor: read.vendor,
      date: read.date,
      amountMinor: read.totalMinor,
    });
    if (same !== undefined) flags.push(flag('same_vendor_date_total', M.sameExpense, same));
  }
  return flags;
}
