// POST quotation/emailSent (quotation_number): e-mails the PDF to the client; a draft becomes sent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import { apiPost } from '../../../lib/api-client';
import { invalidateQuotations } from './keys';

export async function emailQuotation(quotationNumber: string): Promise<Quotation> {
  return (await apiPost<Quotation>('quotation/emailSent', { quotation_number: quotationNumber })).response;
}

export function useEmailQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emailQuotation,
    onSuccess: () => invalidateQuotations(queryClient),
  });
}
