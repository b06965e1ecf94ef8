// POST quotation/ListByquotationNumber: one quotation by its number, with lines, attachments, client and
// a signed pdfLink (spec 001 section 7).
import { useQuery } from '@tanstack/react-query';
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import { apiPost } from '../../../lib/api-client';
import { QUOTATIONS_QUERY_KEY } from './keys';

export async function getQuotation(quotationNumber: string): Promise<Quotation> {
  return (await apiPost<Quotation>('quotation/ListByquotationNumber', { quotation_number: quotationNumber }))
    .response;
}

export function useQuotation(quotationNumber: string) {
  return useQuery({
    queryKey: [...QUOTATIONS_QUERY_KEY, 'detail', quotationNumber],
    queryFn: () => getQuotation(quotationNumber),
    enabled: quotationNumber !== '',
  });
}
