// POST upload_quotation_attachment: multipart quotation_id and repeated quotation_attachments[] images
// (already shrunk in the browser; the server re-encodes them again).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentAttachment } from '@tradebook/domain/quotations/quotation.schemas';
import { apiPost } from '../../../lib/api-client';
import { invalidateQuotations } from './keys';

export async function uploadQuotationAttachments(request: {
  quotationId: number;
  files: readonly Blob[];
}): Promise<DocumentAttachment[]> {
  const form = new FormData();
  form.append('quotation_id', String(request.quotationId));
  request.files.forEach((file, index) => {
    form.append('quotation_attachments[]', file, `attachment-${index + 1}.jpg`);
  });
  return (await apiPost<DocumentAttachment[]>('upload_quotation_attachment', form)).response;
}

export function useUploadQuotationAttachments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadQuotationAttachments,
    onSuccess: () => invalidateQuotations(queryClient),
  });
}
