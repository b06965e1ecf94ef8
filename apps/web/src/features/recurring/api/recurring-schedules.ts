// The recurring schedules list (POST invoice/recurring/list) and what the list does to one: update,
// pause, resume, stop (ADR 0312). Invoices made by a run appear in the invoice list, so every change also
// refreshes the invoices.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecurringSchedule } from '@tradebook/domain/recurring/recurring.schemas';
import { apiPage, apiPost } from '../../../lib/api-client';
import { invalidateDocuments } from '../../../lib/api/documents/document-queries';
import { INVOICE_KIND } from '../../../lib/documents/kinds/invoice-kind';

export const RECURRING_QUERY_KEY = ['invoices', 'recurring'] as const;

export function useRecurringSchedules(page: number) {
  return useQuery({
    queryKey: [...RECURRING_QUERY_KEY, page],
    queryFn: () => apiPage<RecurringSchedule>('POST', 'invoice/recurring/list', { page, limit: 50 }),
  });
}

export type ScheduleAction = 'pause' | 'resume' | 'stop';

export function useScheduleChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { action: ScheduleAction | 'update'; body: Record<string, unknown> }) =>
      String((await apiPost<RecurringSchedule>(`invoice/recurring/${change.action}`, change.body)).message),
    onSuccess: () => invalidateDocuments(queryClient, INVOICE_KIND),
  });
}
