// The invoice list's filters: the shared document filters over the invoice statuses (all by default).
// A link may open the list on one status (`/list-invoice?status=overdue`, the dashboard's overdue figure).
import { useSearchParams } from 'react-router';
import { INVOICE_FILTERS, type InvoiceFilter } from '@tradebook/domain/invoices/invoice-status';
import type { InvoiceFiltersRequest } from '@tradebook/domain/invoices/list-invoices.schemas';
import { useDocumentFilters, type DocumentListFilterState } from '../../../hooks/use-document-filters';

const isInvoiceFilter = (value: string | null): value is InvoiceFilter =>
  (INVOICE_FILTERS as readonly (string | null)[]).includes(value);

export function useInvoiceFilters(): InvoiceListFilterState {
  const [params] = useSearchParams();
  const linked = params.get('status');
  const state = useDocumentFilters<InvoiceFilter>(isInvoiceFilter(linked) ? linked : 'all');
  return { ...state, filters: state.filters satisfies InvoiceFiltersRequest };
}

export type InvoiceListFilterState = DocumentListFilterState<InvoiceFilter>;
