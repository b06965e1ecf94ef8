// A saved invoice's payments and money figures as the Payment dialog and the payment history show them
// (docs/decisions/0219-recording-payments-on-the-web.md): amounts in minor units, the payment's own status,
// and whether it was taken by card through the client's link (never edited or deleted).
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { toMinor } from '@tradebook/domain/money/money';

export interface PaymentEntry {
  key: string;
  date: string;
  method: string;
  amountMinor: number;
  note: string;
  /** A saved payment's own status; none for one waiting to be saved. */
  status?: 'fully_paid' | 'partially_paid';
  /** A saved payment's id, for correcting or deleting it. */
  paymentId?: number;
  /** Taken by card through the client's link: never edited or deleted (a credit note corrects it). */
  byCard?: boolean;
}

export function paymentEntries(invoice: Pick<Invoice, 'payments'>): PaymentEntry[] {
  return invoice.payments.map((payment) => ({
    key: String(payment.id),
    date: payment.submission_date,
    method: payment.method,
    amountMinor: toMinor(payment.submitted_amount) ?? 0,
    note: payment.description,
    status: payment.status,
    paymentId: payment.payment_id,
    byCard: payment.by_card,
  }));
}

/** Paid, due and credit of a saved invoice, in minor units. */
export function invoiceMoney(invoice: Pick<Invoice, 'total_amount_paid' | 'remaining_due' | 'credit'>) {
  return {
    paidMinor: toMinor(invoice.total_amount_paid) ?? 0,
    dueMinor: toMinor(invoice.remaining_due) ?? 0,
    creditMinor: toMinor(invoice.credit) ?? 0,
  };
}
