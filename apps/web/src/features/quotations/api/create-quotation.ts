// POST create_quotation: saves a draft; the server assigns the number and computes the totals.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import { apiPost } from '../../../lib/api-client';
import type { QuotationRequest } from '../quotation-request';
import { invalidateQuotations } from './keys';

export async function createQuotation(request: QuotationRequest): Promise<Quotation> {
  return (await apiPost<Quotation>('create_quotation', { ...request })).response;
}

export function useCreateQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuotation,
    onSuccess: () => invalidateQuotations(queryClient),
  });
}
