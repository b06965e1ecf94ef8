// POST get_credit_note_list_by_user: one page of the user's credit notes for a date range, search text and
// status filter (decisions.md 'Lists answer one page'), by date in the order asked for. Each row is what a
// card shows, without the lines (get-credit-note.ts).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CreditNoteListRow } from '@tradebook/domain/credit-notes/credit-note.schemas';
import type { ListCreditNotesRequest } from '@tradebook/domain/credit-notes/list-credit-notes.schemas';
import { apiPage, type Page } from '../../../lib/api-client';
import { CREDIT_NOTES_QUERY_KEY } from './keys';

export function getCreditNotes(request: ListCreditNotesRequest): Promise<Page<CreditNoteListRow>> {
  return apiPage<CreditNoteListRow>('POST', 'get_credit_note_list_by_user', { ...request });
}

export function useCreditNotes(request: ListCreditNotesRequest, enabled = true) {
  return useQuery({
    queryKey: [...CREDIT_NOTES_QUERY_KEY, 'list', request],
    queryFn: () => getCreditNotes(request),
    placeholderData: keepPreviousData,
    enabled,
  });
}
