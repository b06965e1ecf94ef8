// POST delete_quotation_attachment: multipart attachment_id and filename.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentAttachment } from '@tradebook/domain/quotations/quotation.schemas';
import { apiPost } from '../../../lib/api-client';
import { invalidateQuotations } from './keys';

export async function deleteQuotationAttachment(attachment: {
  id: number;
  filename: string;
}): Promise<DocumentAttachment[]> {
  const form = new FormData();
  form.append('attachment_id', String(attachment.id));
  form.append('filename', attachment.filename);
  return (await apiPost<DocumentAttachment[]>('delete_quotation_attachment', form)).response;
}

export function useDeleteQuotationAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuotationAttachment,
    onSuccess: () => invalidateQuotations(queryClient),
  });
}
