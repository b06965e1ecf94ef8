// POST get_invoice_list_by_user: one page of the user's invoices for a date range, search text and status
// filter (spec 001 section 7; decisions.md 'Lists answer one page'), by date in the order asked for. Each
// row is what a card shows, with its badges, without lines, payments or attachments (get-invoice.ts).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListInvoicesRequest } from '@tradebook/domain/invoices/list-invoices.schemas';
import type { InvoiceListRow } from '@tradebook/domain/invoices/invoice.schemas';
import { apiPage, type Page } from '../../../lib/api-client';
import { INVOICES_QUERY_KEY } from '../../../lib/api/invoices/keys';

export function getInvoices(request: ListInvoicesRequest): Promise<Page<InvoiceListRow>> {
  return apiPage<InvoiceListRow>('POST', 'get_invoice_list_by_user', { ...request });
}

export function useInvoices(request: ListInvoicesRequest, enabled = true) {
  return useQuery({
    queryKey: [...INVOICES_QUERY_KEY, 'list', request],
    queryFn: () => getInvoices(request),
    placeholderData: keepPreviousData,
    enabled,
  });
}
