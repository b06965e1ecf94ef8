// The invoice list's confirmation before voiding or deleting an invoice, in the shared confirmation
// (components/document-screens): the toast is 'Void Successful.', 'Delete Successful.' or the server's
// reason, and the list reloads after either.
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import type { InvoiceListRow } from '@tradebook/domain/invoices/invoice.schemas';
import { DocumentConfirmModal } from '../../../components/document-screens/document-confirm-modal';
import { useDeleteDocument, useVoidDocument } from '../../../lib/api/documents/document-mutations';
import { INVOICE_KIND } from '../../../lib/documents/kinds/invoice-kind';

export type InvoiceConfirm = { kind: 'delete' | 'void'; invoice: InvoiceListRow } | null;

export function InvoiceConfirmModal({ confirm, onClose }: { confirm: InvoiceConfirm; onClose: () => void }) {
  const voidInvoice = useVoidDocument(INVOICE_KIND);
  const deleteInvoice = useDeleteDocument(INVOICE_KIND);
  const invoice = confirm?.invoice;
  const choice = !invoice
    ? null
    : confirm.kind === 'void'
      ? {
          title: 'Void invoice',
          question: `Do you want to void ${invoice.invoice_number}? It keeps its number, takes no more payments and can no longer be edited or e-mailed.`,
          action: 'Void',
          run: () => voidInvoice.mutateAsync(invoice.id),
          done: INVOICE_MESSAGES.voided,
        }
      : {
          title: 'Delete invoice',
          question: `Do you want to delete ${invoice.invoice_number}? Its number will be given to the next invoice.`,
          action: 'Delete',
          run: () => deleteInvoice.mutateAsync({ id: invoice.id, client_id: invoice.client_id }),
          done: INVOICE_MESSAGES.deleted,
        };
  return <DocumentConfirmModal choice={choice} onClose={onClose} />;
}
