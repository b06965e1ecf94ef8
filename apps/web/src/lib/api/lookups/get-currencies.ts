// GET get_currency_list (no token needed). A failure is only logged (docs/reference/lookups.md 'Messages').
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api-client';
import type { Currency } from '@tradebook/domain/lookups/lookups.schemas';

export async function getCurrencies(): Promise<Currency[]> {
  try {
    return (await apiGet<Currency[]>('get_currency_list')).response;
  } catch (error) {
    console.error('Could not load the currency list', error);
    throw error;
  }
}

export function useCurrencies() {
  return useQuery({ queryKey: ['lookups', 'currencies'], queryFn: getCurrencies, staleTime: Infinity });
}
