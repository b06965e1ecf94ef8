// The quotation list's filters: the shared document filters over the quotation statuses (all by default).
import type { QuotationFilter } from '@tradebook/domain/quotations/quotation-status';
import type { QuotationFiltersRequest } from '@tradebook/domain/quotations/list-quotations.schemas';
import { useDocumentFilters, type DocumentListFilterState } from '../../../hooks/use-document-filters';

export function useQuotationFilters(): QuotationListFilterState {
  const state = useDocumentFilters<QuotationFilter>('all');
  return { ...state, filters: state.filters satisfies QuotationFiltersRequest };
}

export type QuotationListFilterState = DocumentListFilterState<QuotationFilter>;
