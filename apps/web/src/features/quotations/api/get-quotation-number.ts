// GET get_quotation_number: the number the next quotation will get (response.response), with the
// defaults the server would use. Read fresh each time the add screen opens.
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { QuotationNumberResponseSchema } from '@tradebook/domain/quotations/quotation.schemas';
import { apiGet } from '../../../lib/api-client';
import { QUOTATIONS_QUERY_KEY } from './keys';

export type QuotationNumberAnswer = z.infer<typeof QuotationNumberResponseSchema>;

export async function getQuotationNumber(): Promise<QuotationNumberAnswer> {
  return (await apiGet<QuotationNumberAnswer>('get_quotation_number')).response;
}

export function useQuotationNumber() {
  return useQuery({
    queryKey: [...QUOTATIONS_QUERY_KEY, 'number'],
    queryFn: getQuotationNumber,
    staleTime: 0,
    gcTime: 0,
  });
}
