// POST invoice/emailSent (invoice_number, and the composer's to, cc, subject and message; ADR 0209):
// e-mails the PDF; the invoice becomes sent unless payments were recorded. A failure answers an error and
// nothing is marked sent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailInvoiceInput } from '@tradebook/domain/invoices/invoice-requests.schemas';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { apiPost } from '../../../lib/api-client';
import { invalidateDocumentActivity } from '../../../lib/api/client-links/client-link-keys';
import { invalidateInvoices } from '../../../lib/api/invoices/keys';

export async function emailInvoice(input: EmailInvoiceInput): Promise<Invoice> {
  return (await apiPost<Invoice>('invoice/emailSent', input)).response;
}

export function useEmailInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emailInvoice,
    // The e-mail made or carried the client link and is a 'sent' event in the history.
    onSuccess: () => Promise.all([invalidateInvoices(queryClient), invalidateDocumentActivity(queryClient)]),
  });
}
