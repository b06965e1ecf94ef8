// POST bank/update: every bank field of docs/reference/settings.md 'Fields'. The server keeps what a
// switched-off section held, so its (disabled) inputs are sent as they are.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { BANK_QUERY_KEY } from './get-bank-details';
import type { BankDetails } from '@tradebook/domain/settings/bank.schemas';

export async function updateBank(bank: BankDetails): Promise<BankDetails> {
  const form = new FormData();
  for (const [name, value] of Object.entries(bank)) form.append(name, String(value ?? ''));
  return (await apiPost<BankDetails>('bank/update', form)).response;
}

export function useUpdateBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBank,
    onSuccess: (bank) => queryClient.setQueryData(BANK_QUERY_KEY, bank),
  });
}
