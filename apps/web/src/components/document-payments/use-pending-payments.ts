// The payments entered in the Payment dialog of the add screen, kept until the invoice is saved: the
// first goes with create_invoice, any further ones through invoice/add_payment right after, each with the
// Idempotency-Key made when it was entered.
import { useState } from 'react';
import type { PaymentEntry } from '../../lib/payments/payment-entries';
import type { PaymentRequest } from '@tradebook/domain/invoices/payment.schemas';

export interface PendingPayment {
  key: string;
  request: PaymentRequest;
  amountMinor: number;
}

export function usePendingPayments() {
  const [pending, setPending] = useState<PendingPayment[]>([]);
  const paidMinor = pending.reduce((sum, payment) => sum + payment.amountMinor, 0);
  const entries: PaymentEntry[] = pending.map((payment) => ({
    key: payment.key,
    date: payment.request.submission_date,
    method: payment.request.method,
    amountMinor: payment.amountMinor,
    note: String(payment.request.description ?? ''),
  }));
  const add = (payment: PendingPayment) =>
    // The same key twice (a double click) keeps one.
    setPending((old) => (old.some((kept) => kept.key === payment.key) ? old : [...old, payment]));
  const remove = (key: string) => setPending((old) => old.filter((payment) => payment.key !== key));
  return { pending, paidMinor, entries, add, remove };
}
