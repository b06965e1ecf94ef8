// POST invoice/ListByInvoiceNumber for the add screen: the invoice to credit, with its lines (what each
// already had credited), totals, payments and due. Kept under the invoices' key, so issuing a credit note
// refreshes it with every other invoice query.
import { useQuery } from '@tanstack/react-query';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { apiPost } from '../../../lib/api-client';
import { INVOICES_QUERY_KEY } from '../../../lib/api/invoices/keys';

export function useCreditedInvoice(invoiceNumber: string) {
  return useQuery({
    queryKey: [...INVOICES_QUERY_KEY, 'detail', invoiceNumber],
    queryFn: async () =>
      (await apiPost<Invoice>('invoice/ListByInvoiceNumber', { invoice_number: invoiceNumber })).response,
    enabled: invoiceNumber !== '',
  });
}
