// POST delete_invoice_attachment: the shared delete-attachment call, refreshing the invoices.
import { invalidateInvoices } from '../../../lib/api/invoices/keys';
import { useDeleteDocumentAttachment } from '../../../lib/api/documents/delete-document-attachment';

export const useDeleteInvoiceAttachment = () =>
  useDeleteDocumentAttachment('delete_invoice_attachment', invalidateInvoices);
