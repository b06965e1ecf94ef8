// GET bank/get_details: the three payment sections with their switches.
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

// TODO(issue 9): use the domain's ProfileSchema type (the bank details' schema beside it)
export interface BankDetails {
  is_banking_info_available: 0 | 1;
  accountant_name: string;
  branch_code: string;
  account_number: string;
  is_international_banking_info_enable: 0 | 1;
  swift_code: string;
  iban_number: string;
  is_paypal_info_enable: 0 | 1;
  paypal_id: string;
}

export const BANK_QUERY_KEY = ['settings', 'bank'] as const;

export async function getBankDetails(): Promise<BankDetails> {
  return (await apiGet<BankDetails>('bank/get_details')).response;
}

export function useBankDetails() {
  return useQuery({ queryKey: BANK_QUERY_KEY, queryFn: getBankDetails });
}
