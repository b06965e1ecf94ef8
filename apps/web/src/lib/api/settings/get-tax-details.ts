// GET tax/get_details: the two tax lines (rates in percent) and the registration numbers.
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api-client';

// TODO(issue 9): use the domain's ProfileSchema type (the tax details' schema beside it)
export interface TaxDetails {
  tax1_name: string;
  tax1_rate: number;
  is_tax1_enable: 0 | 1;
  tax2_name: string;
  tax2_rate: number;
  is_tax2_enable: 0 | 1;
  registration_number: string;
  tax_number: string;
}

export const TAX_QUERY_KEY = ['settings', 'tax'] as const;

export async function getTaxDetails(): Promise<TaxDetails> {
  return (await apiGet<TaxDetails>('tax/get_details')).response;
}

export function useTaxDetails() {
  return useQuery({ queryKey: TAX_QUERY_KEY, queryFn: getTaxDetails });
}
