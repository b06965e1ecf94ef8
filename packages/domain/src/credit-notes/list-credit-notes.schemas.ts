// get_credit_note_list_by_user, credit_note/details/search and the exports (issue 17; docs/reference/api.md
// 'Lists answer one page'): the document list schemas with the credit note's status filter.
import type { z } from 'zod';
import {
  documentListSchemas,
  type DocumentFilters,
  type DocumentListRequest,
} from '../documents/list-documents.schemas';
import { CREDIT_NOTE_MESSAGES } from './credit-note-messages';
import { CREDIT_NOTE_FILTERS, type CreditNoteFilter } from './credit-note-status';

const schemas = documentListSchemas({
  filters: CREDIT_NOTE_FILTERS,
  filterInvalid: CREDIT_NOTE_MESSAGES.filterInvalid,
});

export type CreditNoteFilters = DocumentFilters<CreditNoteFilter>;
export type CreditNoteListRequest = DocumentListRequest<CreditNoteFilter>;

export const CreditNoteFiltersSchema = schemas.filters;
export type CreditNoteFiltersRequest = z.input<typeof CreditNoteFiltersSchema>;

export const ListCreditNotesSchema = schemas.list;
export type ListCreditNotesRequest = z.input<typeof ListCreditNotesSchema>;

export const SearchCreditNotesSchema = schemas.search;
export type SearchCreditNotesRequest = z.input<typeof SearchCreditNotesSchema>;
