// GET get_new_country_list (no token needed). A failure is only logged (docs/reference/lookups.md
// 'Messages'): the form's select stays empty and the visitor can try again later.
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api-client';
import type { Country } from '@tradebook/domain/lookups/lookups.schemas';

export async function getCountries(): Promise<Country[]> {
  try {
    return (await apiGet<Country[]>('get_new_country_list')).response;
  } catch (error) {
    console.error('Could not load the country list', error);
    throw error;
  }
}

export function useCountries() {
  // The list changes only with a release.
  return useQuery({ queryKey: ['lookups', 'countries'], queryFn: getCountries, staleTime: Infinity });
}
