// Payments per calendar month for the dashboard (docs/decisions/0304-dashboard-summary.md), read by the
// payments' own index.
import { sql, type Kysely } from 'kysely';
import { inBusinessCurrency } from '../../db/business-currency';
import { monthOf, toMonthSums, type MonthSums } from '../../db/month-sums';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import {
  fromInvoiceOfPayment,
  invoiceCountsIn,
  invoiceRateTo,
} from '../documents/invoice-of-payment.repository';

/** Payments dated from `from` up to (not including) `to`, on the owner's invoices of the currency that
 * are not void, per calendar month. */
export async function paymentsByMonth(
  db: Kysely<Database>,
  owner: OwnerId,
  currencyId: number,
  range: { from: string; to: string },
): Promise<MonthSums[]> {
  const month = monthOf(sql.ref('payments.payment_date'));
  // Whether the payment's invoice counts, looked up by its id for each payment of the range (a subquery,
  // not a join): PostgreSQL would otherwise hash-join by scanning every invoice of the owner (~190 ms at
  // 100,000 invoices), where these lookups grow only with the range's payments (~35 ms for 10,000). The
  // owner is matched too: another user's document never counts (issue 13).
  // An invoice in another currency counts at the rate it keeps (ADR 0391), each payment converted.
  // The invoice's table, its currency rule and rate are the documents room's fragments (ADR 0419).
  const invoice = fromInvoiceOfPayment({
    documentId: sql.ref('payments.document_id'),
    userId: sql.ref('payments.user_id'),
  });
  const counted = sql<boolean>`(select d.is_void = 0 and ${invoiceCountsIn(currencyId)} ${invoice})`;
  const rate = sql`(select ${invoiceRateTo(currencyId)} ${invoice})`;
  const amount = inBusinessCurrency(db, sql.ref('payments.amount_minor'), rate);
  const rows = await db
    .selectFrom('payments')
    .select([month.as('month'), sql<number>`sum(${amount})`.as('amount'), sql<number>`count(*)`.as('count')])
    .where('payments.user_id', '=', owner)
    .where('payments.payment_date', '>=', range.from)
    .where('payments.payment_date', '<', range.to)
    .where(counted)
    .groupBy(month)
    .execute();
  return toMonthSums(rows);
}
