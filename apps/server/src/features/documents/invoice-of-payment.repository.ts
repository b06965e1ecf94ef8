// The invoice of a payment as SQL fragments the payments' sums compose (payments/payment-sums.repository.ts,
// received-payments.repository.ts), so each sum stays one statement with its plan while only this room
// names the documents table (docs/architecture.md rule 4, docs/decisions/0419). The invoice is `d` in
// every fragment; the caller passes the payment's invoice id and owner columns. Matching the owner too
// means another user's document never counts.
import { sql, type Expression, type RawBuilder } from 'kysely';

/** A payment's invoice and owner columns (e.g. sql.ref('p.document_id'), sql.ref('p.user_id')). */
export interface PaymentOfInvoice {
  documentId: Expression<unknown>;
  userId: Expression<unknown>;
}

/** `from documents d where …`: the payment's invoice, for a scalar subquery `(select … ${from})`. */
export function fromInvoiceOfPayment(payment: PaymentOfInvoice): RawBuilder<unknown> {
  return sql`from documents d where d.id = ${payment.documentId} and d.user_id = ${payment.userId}`;
}

/** `join documents d on …`: the payment's invoice, joined. */
export function joinInvoiceOfPayment(payment: PaymentOfInvoice): RawBuilder<unknown> {
  return sql`join documents d on d.id = ${payment.documentId} and d.user_id = ${payment.userId}`;
}

/** Whether `d` counts in the business's currency (`currencyId`): it is in it, or keeps a rate to it
 * (ADR 0391); one without a rate stays out. */
export function invoiceCountsIn(currencyId: number): RawBuilder<boolean> {
  return sql<boolean>`(d.currency_id = ${currencyId} or d.exchange_rate_micro is not null)`;
}

/** `d`'s rate to the business's currency (`currencyId`): null when it is in it (ADR 0391). */
export function invoiceRateTo(currencyId: number): RawBuilder<number | null> {
  return sql<number | null>`case when d.currency_id = ${currencyId} then null else d.exchange_rate_micro end`;
}
