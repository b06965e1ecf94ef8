// get_quotation_list_by_user, quotation/details/search and the exports (docs/reference/quotations.md 'Rules'
// and 'Calls'): the document list schemas (documents/list-documents.schemas.ts) with the quotation's status
// filter.
import type { z } from 'zod';
import { documentListSchemas, type DocumentListRequest } from '../documents/list-documents.schemas';
import { QUOTATION_MESSAGES } from './quotation-messages';
import { QUOTATION_FILTERS, type QuotationFilter } from './quotation-status';

/** The exports' filters (every row, no pages), get_quotation_list_by_user (one page) and
 * quotation/details/search (the date range required; docs/reference/quotations.md 'Rules'). */
export const {
  filters: QuotationFiltersSchema,
  list: ListQuotationsSchema,
  search: SearchQuotationsSchema,
} = documentListSchemas(QUOTATION_FILTERS, QUOTATION_MESSAGES);

export type QuotationListRequest = DocumentListRequest<QuotationFilter>;
export type ListQuotationsRequest = z.input<typeof ListQuotationsSchema>;
