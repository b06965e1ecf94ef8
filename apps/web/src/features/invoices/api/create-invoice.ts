// POST create_invoice: saves a draft, with the payment of the Payment dialog when one was entered; the
// server assigns the number and computes the totals, the paid amount and the status.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { apiPost } from '../../../lib/api-client';
import { invalidateInvoices } from '../../../lib/api/invoices/keys';
import type { InvoiceRequest } from '../invoice-request';

export async function createInvoice(request: InvoiceRequest): Promise<Invoice> {
  return (await apiPost<Invoice>('create_invoice', { ...request })).response;
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: () => invalidateInvoices(queryClient),
  });
}
