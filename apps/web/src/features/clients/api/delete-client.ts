// POST delete_client {client_id}. A client with quotations or invoices is refused (409) with a message.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { CLIENTS_QUERY_KEY } from '../../../lib/api/clients/get-clients';

export async function deleteClient(clientId: number): Promise<void> {
  await apiPost<null>('delete_client', { client_id: clientId });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
}
