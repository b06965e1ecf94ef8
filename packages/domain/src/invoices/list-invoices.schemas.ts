// get_invoice_list_by_user, invoice/details/search and the exports (docs/reference/invoices.md 'Rules' and
// 'Calls'; the same fields as the quotation list): the document list schemas
// (documents/list-documents.schemas.ts) with the invoice's status filter.
import type { z } from 'zod';
import { documentListSchemas, type DocumentListRequest } from '../documents/list-documents.schemas';
import { INVOICE_MESSAGES } from './invoice-messages';
import { INVOICE_FILTERS, type InvoiceFilter } from './invoice-status';

/** The exports' filters (every row, no pages), get_invoice_list_by_user (one page) and invoice/details/search
 * (the date range required; docs/reference/invoices.md 'Rules'). */
export const {
  filters: InvoiceFiltersSchema,
  list: ListInvoicesSchema,
  search: SearchInvoicesSchema,
} = documentListSchemas(INVOICE_FILTERS, INVOICE_MESSAGES);

export type InvoiceListRequest = DocumentListRequest<InvoiceFilter>;
export type ListInvoicesRequest = z.input<typeof ListInvoicesSchema>;
