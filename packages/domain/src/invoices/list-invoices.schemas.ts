// get_invoice_list_by_user, invoice/details/search and the exports (docs/reference/invoices.md 'Rules' and
// 'Calls'; docs/reference/invoices.md: the same fields as the quotation list): the document list schemas with
// the invoice's status filter (documents/list-documents.schemas.ts).
import type { z } from 'zod';
import {
  documentListSchemas,
  type DocumentFilters,
  type DocumentListRequest,
} from '../documents/list-documents.schemas';
import { INVOICE_MESSAGES } from './invoice-messages';
import { INVOICE_FILTERS, type InvoiceFilter } from './invoice-status';

const schemas = documentListSchemas({
  filters: INVOICE_FILTERS,
  filterInvalid: INVOICE_MESSAGES.filterInvalid,
});

export type InvoiceFilters = DocumentFilters<InvoiceFilter>;
export type InvoiceListRequest = DocumentListRequest<InvoiceFilter>;

/** The exports: the list's filters, every one optional; every row, no pages. */
export const InvoiceFiltersSchema = schemas.filters;
export type InvoiceFiltersRequest = z.input<typeof InvoiceFiltersSchema>;

/** get_invoice_list_by_user: every filter optional, one page. */
export const ListInvoicesSchema = schemas.list;
export type ListInvoicesRequest = z.input<typeof ListInvoicesSchema>;

/** invoice/details/search: the date range is required (docs/reference/invoices.md 'Rules'). */
export const SearchInvoicesSchema = schemas.search;
export type SearchInvoicesRequest = z.input<typeof SearchInvoicesSchema>;
