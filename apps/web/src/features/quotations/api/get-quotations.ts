// POST get_quotation_list_by_user: one page of the user's quotations for a date range, search text and
// status filter (spec 001 section 7; decisions.md 'Lists answer one page'), by date in the order asked
// for. Each row is what a card shows, without lines or attachments (get-quotation.ts reads those).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListQuotationsRequest } from '@tradebook/domain/quotations/list-quotations.schemas';
import type { QuotationListRow } from '@tradebook/domain/quotations/quotation.schemas';
import { apiPage, type Page } from '../../../lib/api-client';
import { QUOTATIONS_QUERY_KEY } from './keys';

export function getQuotations(request: ListQuotationsRequest): Promise<Page<QuotationListRow>> {
  return apiPage<QuotationListRow>('POST', 'get_quotation_list_by_user', { ...request });
}

export function useQuotations(request: ListQuotationsRequest, enabled = true) {
  return useQuery({
    queryKey: [...QUOTATIONS_QUERY_KEY, 'list', request],
    queryFn: () => getQuotations(request),
    placeholderData: keepPreviousData,
    enabled,
  });
}
