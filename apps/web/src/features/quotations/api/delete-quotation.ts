// POST delete_quotation (quotation_id, client_id).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { invalidateQuotations } from './keys';

export async function deleteQuotation(request: { quotation_id: number; client_id: number }): Promise<void> {
  await apiPost<null>('delete_quotation', { ...request });
}

export function useDeleteQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuotation,
    onSuccess: () => invalidateQuotations(queryClient),
  });
}
