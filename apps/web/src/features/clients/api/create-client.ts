// POST create_client: the add-client form.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientInput } from '@tradebook/domain/clients/clients.schemas';
import { apiPost } from '../../../lib/api-client';
import { CLIENTS_QUERY_KEY } from '../../../lib/api/clients/get-clients';

export async function createClient(input: ClientInput): Promise<Client> {
  return (await apiPost<Client>('create_client', { ...input })).response;
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
}
