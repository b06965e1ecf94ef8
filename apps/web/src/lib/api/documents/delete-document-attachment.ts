// The delete-attachment call every kind of document makes (delete_quotation_attachment,
// delete_invoice_attachment: multipart attachment_id and filename), kind-neutral (ADR 0204): the kind gives
// its endpoint and how to refresh its queries.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DocumentAttachment } from '@tradebook/domain/documents/attachments.schemas';
import { apiPost } from '../../api-client';

export interface AttachmentToDelete {
  id: number;
  filename: string;
}

export async function deleteDocumentAttachment(
  endpoint: string,
  attachment: AttachmentToDelete,
): Promise<DocumentAttachment[]> {
  const form = new FormData();
  form.append('attachment_id', String(attachment.id));
  form.append('filename', attachment.filename);
  return (await apiPost<DocumentAttachment[]>(endpoint, form)).response;
}

export function useDeleteDocumentAttachment(
  endpoint: string,
  invalidate: (queryClient: QueryClient) => Promise<unknown> | void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachment: AttachmentToDelete) => deleteDocumentAttachment(endpoint, attachment),
    onSuccess: () => invalidate(queryClient),
  });
}
