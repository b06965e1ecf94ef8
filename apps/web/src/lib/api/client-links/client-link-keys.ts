// The react-query keys of a document's client link and history (issue 15). Shared: the quotation and
// invoice screens both show them (components/document-activity).
import type { QueryClient } from '@tanstack/react-query';
import type { LinkedKind } from '@tradebook/domain/client-links/client-link.schemas';

export const DOCUMENT_ACTIVITY_KEY = ['document-activity'] as const;

export const clientLinkKey = (kind: LinkedKind, id: number) => [...DOCUMENT_ACTIVITY_KEY, 'link', kind, id];
export const documentEventsKey = (kind: LinkedKind, id: number) => [
  ...DOCUMENT_ACTIVITY_KEY,
  'events',
  kind,
  id,
];

export function invalidateDocumentActivity(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: DOCUMENT_ACTIVITY_KEY });
}
