// get_credit_note_list_by_user, credit_note/details/search and the exports (issue 17; docs/reference/api.md
// 'Lists answer one page'): the document list schemas with the credit note's status filter.
import type { z } from 'zod';
import { documentListSchemas, type DocumentListRequest } from '../documents/list-documents.schemas';
import { CREDIT_NOTE_MESSAGES } from './credit-note-messages';
import { CREDIT_NOTE_FILTERS, type CreditNoteFilter } from './credit-note-status';

/** The exports' filters, the list's page and the search's date range. */
export const {
  filters: CreditNoteFiltersSchema,
  list: ListCreditNotesSchema,
  search: SearchCreditNotesSchema,
} = documentListSchemas(CREDIT_NOTE_FILTERS, CREDIT_NOTE_MESSAGES);

export type CreditNoteListRequest = DocumentListRequest<CreditNoteFilter>;
export type ListCreditNotesRequest = z.input<typeof ListCreditNotesSchema>;
