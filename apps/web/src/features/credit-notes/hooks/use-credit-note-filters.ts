// The credit note list's filters: the shared document filters over the credit note statuses.
import type { CreditNoteFilter } from '@tradebook/domain/credit-notes/credit-note-status';
import type { CreditNoteFiltersRequest } from '@tradebook/domain/credit-notes/list-credit-notes.schemas';
import { useDocumentFilters, type DocumentListFilterState } from '../../../hooks/use-document-filters';

export function useCreditNoteFilters(): CreditNoteListFilterState {
  const state = useDocumentFilters<CreditNoteFilter>('all');
  return { ...state, filters: state.filters satisfies CreditNoteFiltersRequest };
}

export type CreditNoteListFilterState = DocumentListFilterState<CreditNoteFilter>;
