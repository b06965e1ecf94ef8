// A saved invoice as the editor shows it: whether its items and totals may still change
// (docs/reference/invoices.md 'Statuses': only a draft with no payment may; ADR 0317).
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { kindText } from '../../lib/documents/kinds/kind-words';

export const isInvoiceVoid = (invoice: Pick<Invoice, 'invoice_type'>) => invoice.invoice_type === 'void';

/** Why the invoice's items and totals can no longer change (the server's own words, in the screen's
 * language), or null: void, or no
 * longer a draft with nothing paid (once sent, an invoice is fixed and corrected by a credit note, ADR 0317). */
export function lockedReason(
  invoice: Pick<Invoice, 'invoice_type' | 'invoice_status' | 'payments'>,
): string | null {
  if (isInvoiceVoid(invoice)) return kindText('messages.invoice_void_not_editable');
  if (invoice.invoice_status !== 'draft' || invoice.payments.length > 0) {
    return kindText('messages.invoice_not_editable');
  }
  return null;
}

/** Whether a credit note can be issued for it: sent, part paid or paid, not void, not credited in full
 * (the server decides; this only offers the action). */
export function mayCredit(invoice: Pick<Invoice, 'invoice_type' | 'invoice_status'>): boolean {
  return (
    !isInvoiceVoid(invoice) && invoice.invoice_status !== 'draft' && invoice.invoice_status !== 'credited'
  );
}
