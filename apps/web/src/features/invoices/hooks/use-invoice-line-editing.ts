// The Edit Item dialog on a saved invoice: the line is read through invoice/eachItemDetail and saved
// through invoice/eachItemDetail/edit, which answers the recomputed invoice.
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import { quantityToText } from '@tradebook/domain/documents/quantity';
import { minorToText } from '@tradebook/domain/money/money';
import type { SavedLineEditing } from '../../../components/document-editor/use-line-editing';
import { errorMessage } from '../../../lib/api-client';
import { draftLineFromDocumentItem } from '../../../lib/documents/document-draft';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useEditInvoiceLine } from '../api/edit-invoice-line';
import { getInvoiceLine } from '../api/get-invoice-line';

export function useInvoiceLineEditing(invoice: Invoice): SavedLineEditing {
  const editLine = useEditInvoiceLine();
  return {
    load: async (line) => {
      const fresh = draftLineFromDocumentItem(await getInvoiceLine(invoice.id, line.lineId ?? 0));
      return {
        name: fresh.name,
        description: fresh.description,
        quantityMilli: fresh.quantityMilli,
        unitPriceMinor: fresh.unitPriceMinor,
        type: fresh.type,
      };
    },
    save: async (line, values) => {
      try {
        const answer = await editLine.mutateAsync({
          invoice_id: invoice.id,
          item_id: line.lineId ?? 0,
          name: values.name,
          description: values.description,
          quantity: quantityToText(values.quantityMilli),
          unit_price: minorToText(values.unitPriceMinor),
          type: values.type,
        });
        notifySuccess(INVOICE_MESSAGES.updated);
        const item = answer.invoice_items.find((candidate) => candidate.item_id === line.lineId);
        return item ? draftLineFromDocumentItem(item) : { ...line, ...values };
      } catch (error) {
        notifyError(errorMessage(error));
        return null;
      }
    },
  };
}
