// GET bank/get_details: the three payment sections with their switches.
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { BankDetails } from '@tradebook/domain/settings/bank.schemas';

export const BANK_QUERY_KEY = ['settings', 'bank'] as const;

export async function getBankDetails(): Promise<BankDetails> {
  return (await apiGet<BankDetails>('bank/get_details')).response;
}

export function useBankDetails() {
  return useQuery({ queryKey: BANK_QUERY_KEY, queryFn: getBankDetails });
}
