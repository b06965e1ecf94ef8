// POST invoice/eachItemDetail/edit: changes one line of an invoice without payments; answers the
// recomputed invoice (the shared edit-line call).
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import {
  editDocumentLine,
  useEditDocumentLine,
  type DocumentLineEdit,
} from '../../../lib/api/documents/edit-document-line';
import { invalidateInvoices } from '../../../lib/api/invoices/keys';

export type EditInvoiceLineRequest = DocumentLineEdit & { invoice_id: number };

export const editInvoiceLine = (request: EditInvoiceLineRequest) =>
  editDocumentLine<Invoice>('invoice/eachItemDetail/edit', request);

export const useEditInvoiceLine = () => useEditDocumentLine(editInvoiceLine, invalidateInvoices);
