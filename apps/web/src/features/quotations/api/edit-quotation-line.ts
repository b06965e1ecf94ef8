// POST quotation/eachItemDetail/edit: changes one line of a draft; answers the recomputed quotation.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import { apiPost } from '../../../lib/api-client';
import { invalidateQuotations } from './keys';

export interface EditQuotationLineRequest {
  quotation_id: number;
  item_id: number;
  name: string;
  description: string;
  quantity: string;
  unit_price: string;
  type: 'parts' | 'service';
}

export async function editQuotationLine(request: EditQuotationLineRequest): Promise<Quotation> {
  return (await apiPost<Quotation>('quotation/eachItemDetail/edit', { ...request })).response;
}

export function useEditQuotationLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editQuotationLine,
    onSuccess: () => invalidateQuotations(queryClient),
  });
}
