// GET public/document/<token>: the document a client link opens (no account). Read once per visit: each
// read counts as a view for the business, so it is not asked again on focus or retried.
import { useQuery } from '@tanstack/react-query';
import type { PublicDocument } from '@tradebook/domain/client-links/client-link.schemas';
import { apiGet } from '../../../lib/api-client';
import { clientPageKey } from './keys';

export const publicPath = (token: string, action = '') =>
  `public/document/${encodeURIComponent(token)}${action ? `/${action}` : ''}`;

export async function getPublicDocument(token: string): Promise<PublicDocument> {
  return (await apiGet<PublicDocument>(publicPath(token))).response;
}

export function usePublicDocument(token: string) {
  return useQuery({
    queryKey: clientPageKey(token),
    queryFn: () => getPublicDocument(token),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
