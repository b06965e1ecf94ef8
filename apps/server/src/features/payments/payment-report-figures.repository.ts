// What the reports add up from payments (docs/decisions/0376-reports.md): the cash basis's income per period
// (what was received less its share of the VAT, worked out in SQL as tax/vat-return's cash basis does,
// ADR 0365), and a client's statement: invoices, credit notes, refunds and payments as one dated list,
// its opening balance and its page with a running balance, each one statement on the owner's indexes
// (documents_by_client, payments_document_id).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { inBusinessCurrency } from '../../db/business-currency';
import { bucketOf } from '../../db/date-buckets';
import { toNumber } from '../../db/month-sums';
import type { OwnerId } from '../../db/owner';
import { pageWindow } from '../../db/page-window';
import type { Database } from '../../db/schema';
import { clientDocumentLines } from '../documents/client-account-lines.repository';
import {
  invoiceCountsIn,
  invoiceRateTo,
  joinInvoiceOfPayment,
} from '../documents/invoice-of-payment.repository';
import { receivedOnInvoices, vatShare } from './received-payments.repository';

/** Received less its VAT share, per bucket of payment dates (db/date-buckets.ts), on issued invoices in
 * the business's currency or at the rate they keep (each amount and VAT share converted to the cent). */
export async function receivedNetByBucket(
  db: Kysely<Database>,
  owner: OwnerId,
  range: { from: string; to: string; currencyId: number },
  starts: readonly string[],
): Promise<Map<number, number>> {
  const fx = sql.ref('fx');
  const { rows } = await sql<{ bucket: unknown; net: unknown }>`
    select ${bucketOf(sql.ref('date'), starts)} as bucket,
      sum(${inBusinessCurrency(db, sql.ref('amount'), fx)}) - sum(${inBusinessCurrency(db, vatShare, fx)}) as net
    from (${receivedOnInvoices(owner, range)}) received
    group by bucket`.execute(db);
  return new Map(rows.map((row) => [Number(row.bucket), toNumber(row.net)]));
}

export type StatementLineType = 'invoice' | 'credit_note' | 'payment' | 'refund';

/** Every line of a client's account in the business's currency (`currencyId`), as what it does to the
 * balance: the documents room's lines of its invoices, credit notes and refunds (ADR 0419), and each
 * payment on an issued invoice, in another currency at the rate the invoice keeps, each to the cent; one
 * without a rate stays out (ADR 0391). */
function accountLines(
  db: Kysely<Database>,
  owner: OwnerId,
  clientId: number,
  currencyId: number,
): RawBuilder<unknown> {
  const paid = inBusinessCurrency(db, sql`-p.amount_minor`, sql`(${invoiceRateTo(currencyId)})`);
  return sql`${clientDocumentLines(db, owner, clientId, currencyId)}
    union all
    select p.payment_date, 2, p.id, 'payment', d.number, ${paid}
    from payments p
    ${joinInvoiceOfPayment({ documentId: sql.ref('p.document_id'), userId: sql.ref('p.user_id') })}
    where d.user_id = ${owner} and d.client_id = ${clientId} and d.kind = 'invoice' and d.is_void = 0
      and d.status <> 'draft' and ${invoiceCountsIn(currencyId)}`;
}

export interface StatementFigures {
  openingMinor: number;
  byType: Record<StatementLineType, number>;
}

/** The balance before `from` and what each type of line did in the period. */
export async function statementFigures(
  db: Kysely<Database>,
  owner: OwnerId,
  account: { clientId: number; currencyId: number; from: string; to: string },
): Promise<StatementFigures> {
  const lines = accountLines(db, owner, account.clientId, account.currencyId);
  const { rows } = await sql<{ type: unknown; amount: unknown }>`
    select kind as type, sum(amount) as amount
    from (
      select case when date < ${account.from} then 'opening' else type end as kind, amount
      from (${lines}) account
      where date <= ${account.to}
    ) sorted
    group by kind`.execute(db);
  const sums = new Map(rows.map((row) => [String(row.type), toNumber(row.amount)]));
  return {
    openingMinor: sums.get('opening') ?? 0,
    byType: {
      invoice: sums.get('invoice') ?? 0,
      credit_note: sums.get('credit_note') ?? 0,
      payment: sums.get('payment') ?? 0,
      refund: sums.get('refund') ?? 0,
    },
  };
}

export interface StatementLineRow {
  date: string;
  type: StatementLineType;
  reference: string;
  amountMinor: number;
  /** The sum of the period's lines up to and with this one (add the opening balance). */
  runningMinor: number;
}

/** A page of the period's lines, oldest first, with their running sums and how many there are. */
export async function statementLinePage(
  db: Kysely<Database>,
  owner: OwnerId,
  account: { clientId: number; currencyId: number; from: string; to: string },
  page: { limit: number; offset: number },
): Promise<{ rows: StatementLineRow[]; totalRows: number }> {
  const lines = accountLines(db, owner, account.clientId, account.currencyId);
  const { rows } = await sql<Record<string, unknown>>`
    select date, type, reference, amount,
      sum(amount) over (order by date, seq, id rows between unbounded preceding and current row) as running,
      count(*) over () as total_rows
    from (${lines}) account
    where date >= ${account.from} and date <= ${account.to}
    order by date, seq, id
    ${pageWindow(page)}`.execute(db);
  return {
    rows: rows.map((row) => ({
      date: String(row.date),
      type: String(row.type) as StatementLineType,
      reference: String(row.reference),
      amountMinor: toNumber(row.amount),
      runningMinor: toNumber(row.running),
    })),
    totalRows: toNumber(rows[0]?.total_rows),
  };
}
