// The payments received in a period on the owner's issued invoices, each with what its invoice needs for
// the cash basis (docs/decisions/0365-vat-return.md): its VAT rate, total and VAT, what was paid on it
// before this payment, and the rate to the business's currency (`fx`: null in the business's currency).
// An invoice in another currency counts when it keeps a rate; one without stays out (ADR 0391, 0393).
// The invoice (`d`), its currency rule and rate are the documents room's fragments (ADR 0419).
// Shared by the VAT return's sums and drill-down and the income figures of the reports.
import { sql, type RawBuilder } from 'kysely';
import type { OwnerId } from '../../db/owner';
import {
  invoiceCountsIn,
  invoiceRateTo,
  joinInvoiceOfPayment,
} from '../documents/invoice-of-payment.repository';

export interface ReceivedRange {
  from: string;
  to: string;
  /** The business's currency. */
  currencyId: number;
}

/** The rows (rate, amount, total, vat, before, fx, and the payment's and invoice's keys) of the period's
 * payments, for a `from (...) received` subquery; `extra` adds conditions (a cursor) and an order/limit. */
export function receivedOnInvoices(
  owner: OwnerId,
  range: ReceivedRange,
  extra: RawBuilder<unknown> = sql``,
): RawBuilder<unknown> {
  return sql`
      select p.id as key, d.id as id, d.number as number, p.payment_date as date, d.client_id as client_id,
        d.tax1_percent_milli as rate, p.amount_minor as amount, d.total_minor as total,
        d.tax1_minor + d.tax2_minor as vat,
        ${invoiceRateTo(range.currencyId)} as fx,
        (select coalesce(sum(q.amount_minor), 0) from payments q
          where q.document_id = p.document_id and q.user_id = p.user_id
            and (q.payment_date < p.payment_date or (q.payment_date = p.payment_date and q.id < p.id))
        ) as before
      from payments p
      ${joinInvoiceOfPayment({ documentId: sql.ref('p.document_id'), userId: sql.ref('p.user_id') })}
      where p.user_id = ${owner} and p.payment_date >= ${range.from} and p.payment_date <= ${range.to}
        and d.kind = 'invoice' and d.is_void = 0
        and ${invoiceCountsIn(range.currencyId)} ${extra}`;
}

/** A payment's share of its invoice's VAT, in the invoice's currency, over the columns of
 * receivedOnInvoices: VAT x paid up to and with it / total less VAT x paid before / total, each rounded
 * half up in integers, as the domain's vatShareOfPayment (tax/vat-return.ts). */
export const vatShare = sql<number>`(case when total > 0
        then (2 * vat * (before + amount) + total) / (2 * total) - (2 * vat * before + total) / (2 * total)
        else 0 end)`;
