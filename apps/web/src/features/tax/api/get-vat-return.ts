// POST tax/vat_return: the VAT return of a period (docs/decisions/0365-vat-return.md); no dates: the VAT
// period that holds today.
import { useQuery } from '@tanstack/react-query';
import type { VatReturn } from '@tradebook/domain/tax/vat-return.schemas';
import { apiPost } from '../../../lib/api-client';

export interface VatReturnPeriod {
  from: string;
  to: string;
}

export function useVatReturn(period: VatReturnPeriod | null) {
  return useQuery({
    queryKey: ['tax', 'vat-return', period?.from ?? '', period?.to ?? ''],
    queryFn: async () => (await apiPost<VatReturn>('tax/vat_return', period ? { ...period } : {})).response,
  });
}
