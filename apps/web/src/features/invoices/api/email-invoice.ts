// POST invoice/emailSent (invoice_number): e-mails the PDF to the client; the invoice becomes sent unless
// payments were recorded. A failure answers an error and nothing is marked sent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { apiPost } from '../../../lib/api-client';
import { invalidateInvoices } from '../../../lib/api/invoices/keys';

export async function emailInvoice(invoiceNumber: string): Promise<Invoice> {
  return (await apiPost<Invoice>('invoice/emailSent', { invoice_number: invoiceNumber })).response;
}

export function useEmailInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emailInvoice,
    onSuccess: () => invalidateInvoices(queryClient),
  });
}
