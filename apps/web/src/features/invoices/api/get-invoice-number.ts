// GET get_invoice_number: the number the next invoice will get (response.response.response, and
// response.invoice_number), with the defaults of a new invoice (date, terms from invoice_days, currency,
// tax lines). Read fresh each time the add screen opens.
import { useQuery } from '@tanstack/react-query';
import type { InvoiceNumberResponse } from '@tradebook/domain/invoices/invoice.schemas';
import { apiGet } from '../../../lib/api-client';
import { INVOICES_QUERY_KEY } from '../../../lib/api/invoices/keys';

export async function getInvoiceNumber(): Promise<InvoiceNumberResponse> {
  return (await apiGet<InvoiceNumberResponse>('get_invoice_number')).response;
}

export function useInvoiceNumber() {
  return useQuery({
    queryKey: [...INVOICES_QUERY_KEY, 'number'],
    queryFn: getInvoiceNumber,
    staleTime: 0,
    gcTime: 0,
  });
}
