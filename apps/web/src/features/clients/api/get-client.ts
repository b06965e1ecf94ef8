// POST getClientDetailByClientId {clientId}: one client (404 when it is not the user's). A failure is only
// logged (docs/reference/clients.md 'Messages'); the screen says the client could not be loaded.
import { useQuery } from '@tanstack/react-query';
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import { apiPost } from '../../../lib/api-client';
import { CLIENTS_QUERY_KEY } from '../../../lib/api/clients/get-clients';

export async function getClient(clientId: number): Promise<Client> {
  try {
    return (await apiPost<Client>('getClientDetailByClientId', { clientId })).response;
  } catch (error) {
    console.error('Could not load the client', error);
    throw error;
  }
}

export function useClient(clientId: number) {
  return useQuery({
    queryKey: [...CLIENTS_QUERY_KEY, 'one', clientId],
    queryFn: () => getClient(clientId),
    enabled: Number.isSafeInteger(clientId) && clientId > 0,
  });
}
