// POST delete_invoice_attachment: multipart attachment_id and filename.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentAttachment } from '@tradebook/domain/documents/attachments.schemas';
import { apiPost } from '../../../lib/api-client';
import { invalidateInvoices } from '../../../lib/api/invoices/keys';

export async function deleteInvoiceAttachment(attachment: {
  id: number;
  filename: string;
}): Promise<DocumentAttachment[]> {
  const form = new FormData();
  form.append('attachment_id', String(attachment.id));
  form.append('filename', attachment.filename);
  return (await apiPost<DocumentAttachment[]>('delete_invoice_attachment', form)).response;
}

export function useDeleteInvoiceAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvoiceAttachment,
    onSuccess: () => invalidateInvoices(queryClient),
  });
}
