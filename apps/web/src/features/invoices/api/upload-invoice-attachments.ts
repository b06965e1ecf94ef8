// POST upload_invoice_attachment: multipart invoice_id and repeated invoice_attachments[] images (already
// shrunk in the browser; the server re-encodes them again).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentAttachment } from '@tradebook/domain/documents/attachments.schemas';
import { apiPost } from '../../../lib/api-client';
import { invalidateInvoices } from '../../../lib/api/invoices/keys';

export async function uploadInvoiceAttachments(request: {
  invoiceId: number;
  files: readonly Blob[];
}): Promise<DocumentAttachment[]> {
  const form = new FormData();
  form.append('invoice_id', String(request.invoiceId));
  request.files.forEach((file, index) => {
    form.append('invoice_attachments[]', file, `attachment-${index + 1}.jpg`);
  });
  return (await apiPost<DocumentAttachment[]>('upload_invoice_attachment', form)).response;
}

export function useUploadInvoiceAttachments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadInvoiceAttachments,
    onSuccess: () => invalidateInvoices(queryClient),
  });
}
