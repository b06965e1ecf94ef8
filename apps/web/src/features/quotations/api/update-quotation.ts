// POST update_quotation: replaces a draft's fields and lines (409 unless it is a draft).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import { apiPost } from '../../../lib/api-client';
import type { QuotationRequest } from '../quotation-request';
import { invalidateQuotations } from './keys';

export async function updateQuotation(
  request: QuotationRequest & { quotation_id: number },
): Promise<Quotation> {
  return (await apiPost<Quotation>('update_quotation', { ...request })).response;
}

export function useUpdateQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuotation,
    onSuccess: () => invalidateQuotations(queryClient),
  });
}
