// POST update_invoice: replaces an invoice's fields and lines (409 when it is void or has payments).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { apiPost } from '../../../lib/api-client';
import { invalidateInvoices } from '../../../lib/api/invoices/keys';
import type { InvoiceRequest } from '../invoice-request';

export async function updateInvoice(request: InvoiceRequest & { invoice_id: number }): Promise<Invoice> {
  return (await apiPost<Invoice>('update_invoice', { ...request })).response;
}

export function useUpdateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoice,
    onSuccess: () => invalidateInvoices(queryClient),
  });
}
