// The figures of the dashboard that documents answer (docs/decisions/0304-dashboard-summary.md): each one
// grouped query of the owner's rows in the business's currency (another currency's converted with its
// document's rate, ADR 0391), nothing but sums and counts leaving the database, on
// one index (db/migrations/20261130T1400-dashboard-indexes.ts). dashboard/ reads them through here.
import { sql, type Kysely } from 'kysely';
import { countsForBusiness, inBusinessCurrency, rateToBusiness } from '../../db/business-currency';
import { monthOf, toMonthSums, toNumber, type MonthSums } from '../../db/month-sums';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';

/** Statuses of an invoice with something still to pay (drafts are not yet asked for). */
export const OPEN_INVOICE_STATUSES = ['sent', 'partpaid'] as const;
/** Statuses of a quotation sent and not yet answered (approved or rejected). */
export const AWAITING_QUOTATION_STATUSES = ['sent', 'pending'] as const;

export interface SumRow {
  amountMinor: number;
  count: number;
}

export interface OpenInvoiceSums {
  outstanding: SumRow;
  overdue: SumRow;
}

/** What is still due on the open invoices (less what credit notes credited), and on those of them due
 * before `today`. */
export async function openInvoiceSums(
  db: Kysely<Database>,
  owner: OwnerId,
  currencyId: number,
  today: string,
): Promise<OpenInvoiceSums> {
  // The remaining due of each (documents/totals.ts remainingDueMinor): the total less payments and
  // credit notes, never below 0 (ADR 0316). An invoice credited in full is 'credited', not open.
  const remaining = sql<number>`case when total_minor > paid_minor + credited_minor
    then total_minor - paid_minor - credited_minor else 0 end`;
  const rate = rateToBusiness(sql.ref('currency_id'), sql.ref('exchange_rate_micro'), currencyId);
  const due = inBusinessCurrency(db, remaining, rate);
  const row = await db
    .selectFrom('documents')
    .select([
      sql<number>`coalesce(sum(${due}), 0)`.as('outstanding'),
      sql<number>`count(*)`.as('outstanding_count'),
      sql<number>`coalesce(sum(case when due_date < ${today} then ${due} else 0 end), 0)`.as('overdue'),
      sql<number>`coalesce(sum(case when due_date < ${today} then 1 else 0 end), 0)`.as('overdue_count'),
    ])
    .where('user_id', '=', owner)
    .where('kind', '=', 'invoice')
    .where('is_void', '=', 0)
    .where('status', 'in', OPEN_INVOICE_STATUSES)
    .where(countsForBusiness(sql.ref('currency_id'), sql.ref('exchange_rate_micro'), currencyId))
    .executeTakeFirstOrThrow();
  return {
    outstanding: { amountMinor: toNumber(row.outstanding), count: toNumber(row.outstanding_count) },
    overdue: { amountMinor: toNumber(row.overdue), count: toNumber(row.overdue_count) },
  };
}

/** The quotations awaiting an answer: sent or pending, not void, not expired on `today`. */
export async function awaitingQuotationSums(
  db: Kysely<Database>,
  owner: OwnerId,
  currencyId: number,
  today: string,
): Promise<SumRow> {
  const rate = rateToBusiness(sql.ref('currency_id'), sql.ref('exchange_rate_micro'), currencyId);
  const total = inBusinessCurrency(db, sql.ref('total_minor'), rate);
  const row = await db
    .selectFrom('documents')
    .select([sql<number>`coalesce(sum(${total}), 0)`.as('amount'), sql<number>`count(*)`.as('count')])
    .where('user_id', '=', owner)
    .where('kind', '=', 'quotation')
    .where('is_void', '=', 0)
    .where('status', 'in', AWAITING_QUOTATION_STATUSES)
    .where(countsForBusiness(sql.ref('currency_id'), sql.ref('exchange_rate_micro'), currencyId))
    .where('due_date', '>=', today)
    .executeTakeFirstOrThrow();
  return { amountMinor: toNumber(row.amount), count: toNumber(row.count) };
}

/** What credit notes of the currency dated from `from` up to (not including) `to` paid back to clients
 * (refunds), per calendar month: money that left again, taken off the income of its month (ADR 0316).
 * Read by the date index of the owner's credit notes, which are few beside their invoices. */
export async function refundsByMonth(
  db: Kysely<Database>,
  owner: OwnerId,
  currencyId: number,
  range: { from: string; to: string },
): Promise<MonthSums[]> {
  const month = monthOf(sql.ref('document_date'));
  const rate = rateToBusiness(sql.ref('currency_id'), sql.ref('exchange_rate_micro'), currencyId);
  const refunded = inBusinessCurrency(db, sql.ref('refunded_minor'), rate);
  const rows = await db
    .selectFrom('documents')
    .select([
      month.as('month'),
      sql<number>`sum(${refunded})`.as('amount'),
      sql<number>`count(*)`.as('count'),
    ])
    .where('user_id', '=', owner)
    .where('kind', '=', 'credit_note')
    .where('document_date', '>=', range.from)
    .where('document_date', '<', range.to)
    .where(countsForBusiness(sql.ref('currency_id'), sql.ref('exchange_rate_micro'), currencyId))
    .where('refunded_minor', '>', 0)
    .groupBy(month)
    .execute();
  return toMonthSums(rows);
}
