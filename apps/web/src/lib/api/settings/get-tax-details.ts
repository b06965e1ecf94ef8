// GET tax/get_details: the two tax lines (rates in percent) and the registration numbers.
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api-client';
import type { TaxDetails } from '@tradebook/domain/settings/tax.schemas';

export const TAX_QUERY_KEY = ['settings', 'tax'] as const;

export async function getTaxDetails(): Promise<TaxDetails> {
  return (await apiGet<TaxDetails>('tax/get_details')).response;
}

export function useTaxDetails() {
  return useQuery({ queryKey: TAX_QUERY_KEY, queryFn: getTaxDetails });
}
