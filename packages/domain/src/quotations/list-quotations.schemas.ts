// get_quotation_list_by_user, quotation/details/search and the exports (docs/reference/quotations.md 'Rules'
// and 'Calls'): the document list schemas with the quotation's status filter
// (documents/list-documents.schemas.ts).
import type { z } from 'zod';
import {
  documentListSchemas,
  type DocumentFilters,
  type DocumentListRequest,
} from '../documents/list-documents.schemas';
import { QUOTATION_MESSAGES } from './quotation-messages';
import { QUOTATION_FILTERS, type QuotationFilter } from './quotation-status';

const schemas = documentListSchemas({
  filters: QUOTATION_FILTERS,
  filterInvalid: QUOTATION_MESSAGES.filterInvalid,
});

export type QuotationFilters = DocumentFilters<QuotationFilter>;
export type QuotationListRequest = DocumentListRequest<QuotationFilter>;

/** The exports: the list's filters, every one optional; every row, no pages. */
export const QuotationFiltersSchema = schemas.filters;
export type QuotationFiltersRequest = z.input<typeof QuotationFiltersSchema>;

/** get_quotation_list_by_user: every filter optional, one page. */
export const ListQuotationsSchema = schemas.list;
export type ListQuotationsRequest = z.input<typeof ListQuotationsSchema>;

/** quotation/details/search: the date range is required (docs/reference/quotations.md 'Rules'). */
export const SearchQuotationsSchema = schemas.search;
export type SearchQuotationsRequest = z.input<typeof SearchQuotationsSchema>;
