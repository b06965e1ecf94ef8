// POST get_states {country_id}: the states of one country (id such as 'GB-ENG', and name). A failure
// is shown by the caller with the generic message (docs/reference/lookups.md 'Messages', company save).
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../api-client';
import type { State } from '@tradebook/domain/lookups/lookups.schemas';

export async function getStates(countryId: number | string): Promise<State[]> {
  return (await apiPost<State[]>('get_states', { country_id: countryId })).response;
}

/** No request while no country is chosen. */
export function useStates(countryId: number | string | null | undefined) {
  return useQuery({
    queryKey: ['lookups', 'states', String(countryId ?? '')],
    queryFn: () => getStates(countryId as number | string),
    enabled: countryId !== null && countryId !== undefined && countryId !== '',
    staleTime: Infinity,
  });
}
