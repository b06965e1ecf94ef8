// POST client_link/replace (a new link; the old one stops working) and client_link/revoke (turned off).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientLink, LinkedKind } from '@tradebook/domain/client-links/client-link.schemas';
import { apiPost } from '../../api-client';
import { clientLinkKey } from './client-link-keys';

export type LinkChange = 'replace' | 'revoke';

export async function changeClientLink(kind: LinkedKind, id: number, change: LinkChange) {
  const envelope = await apiPost<ClientLink>(`client_link/${change}`, {
    document_kind: kind,
    document_id: id,
  });
  return { link: envelope.response, message: String(envelope.message) };
}

export function useChangeClientLink(kind: LinkedKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: LinkChange) => changeClientLink(kind, id, change),
    onSuccess: ({ link }) => queryClient.setQueryData(clientLinkKey(kind, id), link),
  });
}
