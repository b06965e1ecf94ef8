// POST invoice/ListByInvoiceNumber: one invoice by its number, with lines, payments, attachments, client,
// the quotation it came from and a signed pdfLink (spec 001 section 7).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { apiPost } from '../../../lib/api-client';
import { INVOICES_QUERY_KEY } from '../../../lib/api/invoices/keys';

export const invoiceQueryKey = (invoiceNumber: string) => [...INVOICES_QUERY_KEY, 'detail', invoiceNumber];

export async function getInvoice(invoiceNumber: string): Promise<Invoice> {
  return (await apiPost<Invoice>('invoice/ListByInvoiceNumber', { invoice_number: invoiceNumber })).response;
}

export function useInvoice(invoiceNumber: string | null) {
  return useQuery({
    queryKey: invoiceQueryKey(invoiceNumber ?? ''),
    queryFn: () => getInvoice(invoiceNumber ?? ''),
    enabled: invoiceNumber !== null && invoiceNumber !== '',
  });
}

/** Puts an invoice a call answered in the cache, so its screens show it without reading it again. */
export function storeInvoice(queryClient: QueryClient, invoice: Invoice): void {
  queryClient.setQueryData(invoiceQueryKey(invoice.invoice_number), invoice);
}
