// The quotation list's filter bar (docs/reference/quotations.md 'Screens' and 'Limits'): the shared document
// filter bar with the quotation statuses and 'quotation(s)' in its count.
import type { QuotationFilter } from '@tradebook/domain/quotations/quotation-status';
import { DocumentFilterBar } from '../../../components/document-filter-bar/document-filter-bar';
import type { QuotationListFilterState } from '../hooks/use-quotation-filters';

/** docs/reference/quotations.md 'Limits', in its order. */
export const STATUS_OPTIONS: Array<{ value: QuotationFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'approved', label: 'Approved' },
  { value: 'pending', label: 'Pending' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'sent', label: 'Sent' },
  { value: 'draft', label: 'Draft' },
  { value: 'void', label: 'Void' },
];

export interface QuotationFilterBarProps {
  filters: QuotationListFilterState;
  /** How many quotations the filters found (over every page); undefined until the list has loaded. */
  count: number | undefined;
}

export function QuotationFilterBar({ filters, count }: QuotationFilterBarProps) {
  return (
    <DocumentFilterBar
      filters={filters}
      statusOptions={STATUS_OPTIONS}
      count={count}
      noun={{ one: 'quotation', many: 'quotations' }}
    />
  );
}
