// POST invoice/change_to_void (invoice_id): the invoice's type becomes void; it keeps its number.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { apiPost } from '../../../lib/api-client';
import { invalidateInvoices } from '../../../lib/api/invoices/keys';

export async function voidInvoice(invoiceId: number): Promise<Invoice> {
  return (await apiPost<Invoice>('invoice/change_to_void', { invoice_id: invoiceId })).response;
}

export function useVoidInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidInvoice,
    onSuccess: () => invalidateInvoices(queryClient),
  });
}
