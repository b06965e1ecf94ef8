// POST delete_quotation_attachment: the shared delete-attachment call, refreshing the quotations.
import { useDeleteDocumentAttachment } from '../../../lib/api/documents/delete-document-attachment';
import { invalidateQuotations } from './keys';

export const useDeleteQuotationAttachment = () =>
  useDeleteDocumentAttachment('delete_quotation_attachment', invalidateQuotations);
