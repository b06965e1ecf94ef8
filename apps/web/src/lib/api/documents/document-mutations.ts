// The changes every kind of document makes, each refreshing the kind's queries
// (docs/decisions/0218-one-document-kind-on-the-web.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentKind } from '../../documents/kinds/document-kind';
import { invalidateDocumentActivity } from '../client-links/client-link-keys';
import {
  deleteDocument,
  editDocumentLine,
  emailDocument,
  saveDocument,
  uploadDocumentAttachments,
  voidDocument,
  type DocumentLineFields,
} from './document-calls';
import { invalidateDocuments } from './document-queries';

function useKindMutation<Input, Answer>(kind: DocumentKind, call: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => invalidateDocuments(queryClient, kind) });
}

export const useCreateDocument = <Doc, Request extends object>(kind: DocumentKind<Doc>) =>
  useKindMutation(kind, (request: Request) => saveDocument(kind, request, 'create'));

export const useUpdateDocument = <Doc, Request extends object>(kind: DocumentKind<Doc>) =>
  useKindMutation(kind, (request: Request) => saveDocument(kind, request, 'update'));

export const useDeleteDocument = (kind: DocumentKind) =>
  useKindMutation(kind, (request: { id: number; client_id: number }) => deleteDocument(kind, request));

export const useVoidDocument = <Doc>(kind: DocumentKind<Doc>) =>
  useKindMutation(kind, (id: number) => voidDocument(kind, id));

export const useEditDocumentLine = <Doc>(kind: DocumentKind<Doc>) =>
  useKindMutation(kind, ({ id, line }: { id: number; line: DocumentLineFields }) =>
    editDocumentLine(kind, id, line),
  );

export const useUploadDocumentAttachments = (kind: DocumentKind) =>
  useKindMutation(kind, ({ id, files }: { id: number; files: readonly Blob[] }) =>
    uploadDocumentAttachments(kind, id, files),
  );

/** E-mails a document: the e-mail made or carried the client link and is a 'sent' event in the history. */
export function useEmailDocument<Doc, Input extends object>(kind: DocumentKind<Doc>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => emailDocument(kind, input),
    onSuccess: () =>
      Promise.all([invalidateDocuments(queryClient, kind), invalidateDocumentActivity(queryClient)]),
  });
}
