// POST quotation_change_status (quotation_id, status approved or rejected). Unlike the spec's screen, the
// list refreshes afterwards, so the badge shows the new status.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DecidedStatus } from '@tradebook/domain/quotations/quotation-status';
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import { apiPost } from '../../../lib/api-client';
import { invalidateDocuments } from '../../../lib/api/documents/document-queries';
import { QUOTATION_KIND } from '../../../lib/documents/kinds/quotation-kind';

export async function changeQuotationStatus(request: {
  quotation_id: number;
  status: DecidedStatus;
}): Promise<Quotation> {
  return (await apiPost<Quotation>('quotation_change_status', { ...request })).response;
}

export function useChangeQuotationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeQuotationStatus,
    onSuccess: () => invalidateDocuments(queryClient, QUOTATION_KIND),
  });
}
