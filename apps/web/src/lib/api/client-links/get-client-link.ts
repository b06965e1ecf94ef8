// POST client_link/get: a document's link for its client (PUBLIC_URL/d/<token>) and whether it works.
import { useQuery } from '@tanstack/react-query';
import type { ClientLink, LinkedKind } from '@tradebook/domain/client-links/client-link.schemas';
import { apiPost } from '../../api-client';
import { clientLinkKey } from './client-link-keys';

export async function getClientLink(kind: LinkedKind, id: number): Promise<ClientLink> {
  return (await apiPost<ClientLink>('client_link/get', { document_kind: kind, document_id: id })).response;
}

export function useClientLink(kind: LinkedKind, id: number) {
  return useQuery({ queryKey: clientLinkKey(kind, id), queryFn: () => getClientLink(kind, id) });
}
