// POST quotation_void (quotation_id): the quotation's type becomes void.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import { apiPost } from '../../../lib/api-client';
import { invalidateQuotations } from './keys';

export async function voidQuotation(quotationId: number): Promise<Quotation> {
  return (await apiPost<Quotation>('quotation_void', { quotation_id: quotationId })).response;
}

export function useVoidQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidQuotation,
    onSuccess: () => invalidateQuotations(queryClient),
  });
}
