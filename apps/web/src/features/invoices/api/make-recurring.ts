// POST invoice/recurring/create: 'Make recurring' from this invoice (ADR 0312).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecurringSchedule } from '@tradebook/domain/recurring/recurring.schemas';
import { apiPost } from '../../../lib/api-client';
import { invalidateInvoices } from '../../../lib/api/invoices/keys';

export async function makeRecurring(body: Record<string, unknown>): Promise<RecurringSchedule> {
  return (await apiPost<RecurringSchedule>('invoice/recurring/create', body)).response as RecurringSchedule;
}

export function useMakeRecurring() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: makeRecurring, onSuccess: () => invalidateInvoices(queryClient) });
}
