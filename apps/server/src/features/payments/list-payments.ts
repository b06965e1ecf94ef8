// The payments of an invoice, oldest first: what the invoice's answer, PDF and history show. Other
// features read payments through here, not through the repository.
import { CARD_PAYMENT_KEY_PREFIX } from '@tradebook/domain/invoices/payment.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { listPayments, type PaymentRow } from './payments.repository';

export type { PaymentRow };

export function listInvoicePayments(
  ctx: AppContext,
  owner: OwnerId,
  invoiceId: number,
): Promise<PaymentRow[]> {
  return listPayments(ctx.db, owner, invoiceId);
}

/** Taken by card through the client's link (card-payments/record-card-payment.ts records it under this
 * key): money the client really paid, never edited or deleted. */
export function isCardPayment(payment: Pick<PaymentRow, 'idempotency_key'>): boolean {
  return payment.idempotency_key?.startsWith(CARD_PAYMENT_KEY_PREFIX) === true;
}
