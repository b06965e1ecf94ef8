// The invoice list's filters: the shared document filters over the invoice statuses (all by default).
import type { InvoiceFilter } from '@tradebook/domain/invoices/invoice-status';
import type { InvoiceFiltersRequest } from '@tradebook/domain/invoices/list-invoices.schemas';
import { useDocumentFilters, type DocumentListFilterState } from '../../../hooks/use-document-filters';

export function useInvoiceFilters(): InvoiceListFilterState {
  const state = useDocumentFilters<InvoiceFilter>('all');
  return { ...state, filters: state.filters satisfies InvoiceFiltersRequest };
}

export type InvoiceListFilterState = DocumentListFilterState<InvoiceFilter>;
