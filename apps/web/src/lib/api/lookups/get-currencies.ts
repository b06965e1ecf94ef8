// GET get_currency_list (no token needed). A failure is only logged (spec 000 section 8).
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api-client';

export interface Currency {
  /** ISO 4217 numeric code, e.g. 826 for GBP. */
  id: number;
  name: string;
  /** ISO 4217 alpha code, e.g. 'GBP'. */
  code: string;
  symbol: string;
  minor_units: number;
}

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
