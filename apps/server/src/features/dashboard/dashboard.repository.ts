// The dashboard's figures, each one grouped query of the owner's rows in one currency (docs/decisions/
// 0304-dashboard-summary.md): nothing but sums and counts, and at most 12 month buckets, leave the
// database. Each query reads one index (db/migrations/20261130T1400-dashboard-indexes.ts).
import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
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

export interface MonthSums {
  month: string;
  amountMinor: number;
  count: number;
}

/** 'YYYY-MM' of a date column. Dates are stored as 'YYYY-MM-DD' text on both databases, so the month is
 * its first seven characters, and substr() means the same on SQLite and PostgreSQL: no dialect switch
 * (a timestamp column would need strftime on one and to_char on the other). */
function monthOf(column: Expression<unknown>): RawBuilder<string> {
  return sql<string>`substr(${column}, 1, 7)`;
}

/** PostgreSQL answers sum() and count() of bigints as text; SQLite as numbers. */
const toNumber = (value: unknown) => Number(value ?? 0);

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
  const due = sql<number>`case when total_minor > paid_minor + credited_minor
    then total_minor - paid_minor - credited_minor else 0 end`;
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
    .where('currency_id', '=', currencyId)
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
  const row = await db
    .selectFrom('documents')
    .select([sql<number>`coalesce(sum(total_minor), 0)`.as('amount'), sql<number>`count(*)`.as('count')])
    .where('user_id', '=', owner)
    .where('kind', '=', 'quotation')
    .where('is_void', '=', 0)
    .where('status', 'in', AWAITING_QUOTATION_STATUSES)
    .where('currency_id', '=', currencyId)
    .where('due_date', '>=', today)
    .executeTakeFirstOrThrow();
  return { amountMinor: toNumber(row.amount), count: toNumber(row.count) };
}

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
  const counted = sql<boolean>`(select d.is_void = 0 and d.currency_id = ${currencyId} from documents d
    where d.id = payments.document_id and d.user_id = payments.user_id)`;
  const rows = await db
    .selectFrom('payments')
    .select([
      month.as('month'),
      sql<number>`sum(payments.amount_minor)`.as('amount'),
      sql<number>`count(*)`.as('count'),
    ])
    .where('payments.user_id', '=', owner)
    .where('payments.payment_date', '>=', range.from)
    .where('payments.payment_date', '<', range.to)
    .where(counted)
    .groupBy(month)
    .execute();
  return rows.map((row) => ({
    month: String(row.month),
    amountMinor: toNumber(row.amount),
    count: toNumber(row.count),
  }));
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
  const rows = await db
    .selectFrom('documents')
    .select([
      month.as('month'),
      sql<number>`sum(refunded_minor)`.as('amount'),
      sql<number>`count(*)`.as('count'),
    ])
    .where('user_id', '=', owner)
    .where('kind', '=', 'credit_note')
    .where('document_date', '>=', range.from)
    .where('document_date', '<', range.to)
    .where('currency_id', '=', currencyId)
    .where('refunded_minor', '>', 0)
    .groupBy(month)
    .execute();
  return rows.map((row) => ({
    month: String(row.month),
    amountMinor: toNumber(row.amount),
    count: toNumber(row.count),
  }));
}

/** Expenses of the currency dated from `from` up to (not including) `to`, per calendar month. */
export async function expensesByMonth(
  db: Kysely<Database>,
  owner: OwnerId,
  currencyId: number,
  range: { from: string; to: string },
): Promise<MonthSums[]> {
  const month = monthOf(sql.ref('expense_date'));
  const rows = await db
    .selectFrom('expenses')
    .select([
      month.as('month'),
      sql<number>`sum(amount_minor)`.as('amount'),
      sql<number>`count(*)`.as('count'),
    ])
    .where('user_id', '=', owner)
    .where('currency_id', '=', currencyId)
    .where('expense_date', '>=', range.from)
    .where('expense_date', '<', range.to)
    .groupBy(month)
    .execute();
  return rows.map((row) => ({
    month: String(row.month),
    amountMinor: toNumber(row.amount),
    count: toNumber(row.count),
  }));
}
