// The payments of an invoice, oldest first: what the invoice's answer, PDF and history show. Other
// features read payments through here, not through the repository.
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
