// POST quotation/emailSent (quotation_number, and the composer's to, cc, subject and message; ADR 0209):
// e-mails the PDF; a draft becomes sent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailQuotationInput } from '@tradebook/domain/quotations/quotation-requests.schemas';
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import { apiPost } from '../../../lib/api-client';
import { invalidateDocumentActivity } from '../../../lib/api/client-links/client-link-keys';
import { invalidateQuotations } from './keys';

export async function emailQuotation(input: EmailQuotationInput): Promise<Quotation> {
  return (await apiPost<Quotation>('quotation/emailSent', input)).response;
}

export function useEmailQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emailQuotation,
    // The e-mail made or carried the client link and is a 'sent' event in the history.
    onSuccess: () =>
      Promise.all([invalidateQuotations(queryClient), invalidateDocumentActivity(queryClient)]),
  });
}
