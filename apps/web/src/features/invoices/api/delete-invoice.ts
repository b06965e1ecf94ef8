// POST delete_invoice (invoice_id, client_id): only the latest unsent draft without payments may go
// (decisions.md 'Numbers'); any other answers 409 with the message to void it instead.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { invalidateInvoices } from '../../../lib/api/invoices/keys';

export async function deleteInvoice(request: { invoice_id: number; client_id: number }): Promise<void> {
  await apiPost<null>('delete_invoice', { ...request });
}

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvoice,
    onSuccess: () => invalidateInvoices(queryClient),
  });
}
