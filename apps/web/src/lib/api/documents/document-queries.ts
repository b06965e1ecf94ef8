// The react-query reads of every kind of document, keyed under the kind's query key so one invalidation
// refreshes them all (docs/decisions/0218-one-document-kind-on-the-web.md).
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { DocumentKind } from '../../documents/kinds/document-kind';
import { getDocument, getDocumentNumber, getDocuments } from './document-calls';

export const documentQueryKey = (kind: DocumentKind, number: string) => [...kind.queryKey, 'detail', number];

export async function invalidateDocuments(queryClient: QueryClient, kind: DocumentKind): Promise<void> {
  await Promise.all(
    [kind, ...(kind.affects ?? [])].map((each) => queryClient.invalidateQueries({ queryKey: each.queryKey })),
  );
}

/** Puts a document a call answered in the cache, so its screens show it without reading it again. */
export function storeDocument<Doc>(queryClient: QueryClient, kind: DocumentKind<Doc>, document: Doc): void {
  queryClient.setQueryData(documentQueryKey(kind, kind.numberOf(document)), document);
}

export function useDocument<Doc>(kind: DocumentKind<Doc>, number: string | null) {
  return useQuery({
    queryKey: documentQueryKey(kind, number ?? ''),
    queryFn: () => getDocument(kind, number ?? ''),
    enabled: number !== null && number !== '',
  });
}

export function useDocuments<Row, ListRequest extends object>(
  kind: DocumentKind<unknown, Row, ListRequest>,
  request: ListRequest,
  enabled = true,
) {
  return useQuery({
    queryKey: [...kind.queryKey, 'list', request],
    queryFn: () => getDocuments(kind, request),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The number a new document will take; read afresh each time a screen opens. */
export function useDocumentNumber<Answer>(kind: DocumentKind) {
  return useQuery({
    queryKey: [...kind.queryKey, 'number'],
    queryFn: () => getDocumentNumber<Answer>(kind),
    staleTime: 0,
    gcTime: 0,
  });
}
