// The Edit Item dialog on a saved invoice: the shared saved-line editing over invoice/eachItemDetail and
// invoice/eachItemDetail/edit, which answers the recomputed invoice.
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import { savedLineEditing } from '../../../components/document-editor/saved-line-editing';
import type { SavedLineEditing } from '../../../components/document-editor/use-line-editing';
import { useEditInvoiceLine } from '../api/edit-invoice-line';
import { getInvoiceLine } from '../api/get-invoice-line';

export function useInvoiceLineEditing(invoice: Invoice): SavedLineEditing {
  const editLine = useEditInvoiceLine();
  return savedLineEditing({
    loadItem: (lineId) => getInvoiceLine(invoice.id, lineId),
    saveLine: async (fields) =>
      (await editLine.mutateAsync({ ...fields, invoice_id: invoice.id })).invoice_items,
    updatedMessage: INVOICE_MESSAGES.updated,
  });
}
