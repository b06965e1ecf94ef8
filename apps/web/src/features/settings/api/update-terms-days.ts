// POST terms_days/post {invoice_days, quotation_days}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TermsDays } from '@tradebook/domain/settings/terms.schemas';
import { apiPost } from '../../../lib/api-client';
import { TERMS_QUERY_KEY } from '../../../lib/api/settings/get-terms-days';

export async function updateTermsDays(terms: TermsDays): Promise<TermsDays> {
  const form = new FormData();
  form.append('invoice_days', String(terms.invoice_days));
  form.append('quotation_days', String(terms.quotation_days));
  return (await apiPost<TermsDays>('terms_days/post', form)).response;
}

export function useUpdateTermsDays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTermsDays,
    onSuccess: (terms) => queryClient.setQueryData(TERMS_QUERY_KEY, terms),
  });
}
