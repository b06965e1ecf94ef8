// POST invoice/recurring/create: 'Make recurring' from this invoice (ADR 0312).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecurringSchedule } from '@tradebook/domain/recurring/recurring.schemas';
import { apiPost } from '../../api-client';
import { invalidateDocuments } from '../documents/document-queries';
import { INVOICE_KIND } from '../../documents/kinds/invoice-kind';

export async function makeRecurring(body: Record<string, unknown>): Promise<RecurringSchedule> {
  return (await apiPost<RecurringSchedule>('invoice/recurring/create', body)).response as RecurringSchedule;
}

export function useMakeRecurring() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeRecurring,
    onSuccess: () => invalidateDocuments(queryClient, INVOICE_KIND),
  });
}
