// POST get_quotation_list_by_user: the user's quotations for a date range, search text and status
// filter (spec 001 section 7), newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import type { QuotationFilter } from '@tradebook/domain/quotations/quotation-status';
import { apiPost } from '../../../lib/api-client';
import { QUOTATIONS_QUERY_KEY } from './keys';

export interface QuotationListFilters {
  search_field: string;
  start_date: string;
  end_date: string;
  category: QuotationFilter;
}

export async function getQuotations(filters: QuotationListFilters): Promise<Quotation[]> {
  return (await apiPost<Quotation[]>('get_quotation_list_by_user', { ...filters })).response;
}

export function useQuotations(filters: QuotationListFilters, enabled = true) {
  return useQuery({
    queryKey: [...QUOTATIONS_QUERY_KEY, 'list', filters],
    queryFn: () => getQuotations(filters),
    placeholderData: keepPreviousData,
    enabled,
  });
}
