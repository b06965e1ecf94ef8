// The delete-attachment call every kind of document makes (delete_quotation_attachment,
// delete_invoice_attachment: multipart attachment_id and filename), driven by the kind
// (docs/decisions/0218-one-document-kind-on-the-web.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentAttachment } from '@tradebook/domain/documents/attachments.schemas';
import { apiPost } from '../../api-client';
import type { DocumentKind } from '../../documents/kinds/document-kind';
import { invalidateDocuments } from './document-queries';

export interface AttachmentToDelete {
  id: number;
  filename: string;
}

export async function deleteDocumentAttachment(
  kind: DocumentKind,
  attachment: AttachmentToDelete,
): Promise<DocumentAttachment[]> {
  const call = kind.calls.deleteAttachment;
  if (!call) throw new Error(`A ${kind.noun} has no attachments.`);
  const form = new FormData();
  form.append('attachment_id', String(attachment.id));
  form.append('filename', attachment.filename);
  return (await apiPost<DocumentAttachment[]>(call, form)).response;
}

export function useDeleteDocumentAttachment(kind: DocumentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachment: AttachmentToDelete) => deleteDocumentAttachment(kind, attachment),
    onSuccess: () => invalidateDocuments(queryClient, kind),
  });
}
