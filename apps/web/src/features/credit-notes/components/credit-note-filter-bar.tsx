// The credit note list's filter bar: the shared document filter bar with the credit note statuses and
// 'credit note(s)' in its count.
import { DocumentFilterBar } from '../../../components/document-filter-bar/document-filter-bar';
import { STATUS_OPTIONS } from '../credit-note-list';
import type { CreditNoteListFilterState } from '../hooks/use-credit-note-filters';

export function CreditNoteFilterBar({
  filters,
  count,
}: {
  filters: CreditNoteListFilterState;
  count: number | undefined;
}) {
  return (
    <DocumentFilterBar
      filters={filters}
      statusOptions={STATUS_OPTIONS}
      count={count}
      noun={{ one: 'credit note', many: 'credit notes' }}
    />
  );
}
