// POST update_client: the client fields plus client_id.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientInput } from '@tradebook/domain/clients/clients.schemas';
import { apiPost } from '../../../lib/api-client';
import { CLIENTS_QUERY_KEY } from '../../../lib/api/clients/get-clients';

export async function updateClient(input: ClientInput & { client_id: number }): Promise<Client> {
  return (await apiPost<Client>('update_client', { ...input })).response;
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
}
