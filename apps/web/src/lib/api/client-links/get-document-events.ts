// POST document_events/list: a document's history, newest first (its first page: a document has few).
import { useQuery } from '@tanstack/react-query';
import type { LinkedKind } from '@tradebook/domain/client-links/client-link.schemas';
import type { DocumentEvent } from '@tradebook/domain/document-events/document-event.schemas';
import { apiPage } from '../../api-client';
import { documentEventsKey } from './client-link-keys';

export async function getDocumentEvents(kind: LinkedKind, id: number): Promise<DocumentEvent[]> {
  const page = await apiPage<DocumentEvent>('POST', 'document_events/list', {
    document_kind: kind,
    document_id: id,
    limit: 50,
  });
  return page.rows;
}

export function useDocumentEvents(kind: LinkedKind, id: number) {
  return useQuery({ queryKey: documentEventsKey(kind, id), queryFn: () => getDocumentEvents(kind, id) });
}
