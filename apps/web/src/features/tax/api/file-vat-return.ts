// POST tax/file_vat_return: marks the VAT return of a period as filed (docs/decisions/0243-vat-return-
// filing-and-drill-down.md); the return shown again is the filed one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VatReturn } from '@tradebook/domain/tax/vat-return.schemas';
import { apiPost } from '../../../lib/api-client';
import type { VatReturnPeriod } from './get-vat-return';

export function useFileVatReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (period: VatReturnPeriod & { period_key: string }) =>
      (await apiPost<VatReturn>('tax/file_vat_return', { ...period })).response,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tax', 'vat-return'] }),
  });
}
