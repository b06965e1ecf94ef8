// POST credit_note/ListByCreditNoteNumber: one credit note by its number, with its lines, its invoice,
// client, settlement and a signed pdfLink.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { CreditNote } from '@tradebook/domain/credit-notes/credit-note.schemas';
import { apiPost } from '../../../lib/api-client';
import { CREDIT_NOTES_QUERY_KEY } from './keys';

export const creditNoteQueryKey = (number: string) => [...CREDIT_NOTES_QUERY_KEY, 'detail', number];

export async function getCreditNote(number: string): Promise<CreditNote> {
  return (await apiPost<CreditNote>('credit_note/ListByCreditNoteNumber', { credit_note_number: number }))
    .response;
}

export function useCreditNote(number: string) {
  return useQuery({
    queryKey: creditNoteQueryKey(number),
    queryFn: () => getCreditNote(number),
    enabled: number !== '',
  });
}

/** Puts a credit note a call answered in the cache, so its screen shows it without reading it again. */
export function storeCreditNote(queryClient: QueryClient, note: CreditNote): void {
  queryClient.setQueryData(creditNoteQueryKey(note.credit_note_number), note);
}
