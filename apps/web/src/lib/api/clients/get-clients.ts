// GET get_clients (the client list) and GET get_quotation_client_list (the client picker of quotations
// and invoices): the user's clients, searched and sorted by the server (spec 001 section 7).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Client, GetClientsRequest } from '@tradebook/domain/clients/clients.schemas';
import { apiGet } from '../../api-client';

export const CLIENTS_QUERY_KEY = ['clients'] as const;

export function clientsQueryString(filters: GetClientsRequest): string {
  const query = new URLSearchParams();
  if (filters.search_text) query.set('search_text', String(filters.search_text));
  if (filters.sort) query.set('sort', filters.sort);
  const text = query.toString();
  return text ? `?${text}` : '';
}

export async function getClients(
  filters: GetClientsRequest = {},
  path: 'get_clients' | 'get_quotation_client_list' = 'get_clients',
): Promise<Client[]> {
  return (await apiGet<Client[]>(`${path}${clientsQueryString(filters)}`)).response;
}

export function useClients(filters: GetClientsRequest = {}) {
  return useQuery({
    queryKey: [...CLIENTS_QUERY_KEY, 'list', filters],
    queryFn: () => getClients(filters),
    placeholderData: keepPreviousData,
  });
}

/** The client picker's list. */
export function usePickerClients(searchText: string) {
  return useQuery({
    queryKey: [...CLIENTS_QUERY_KEY, 'picker', searchText],
    queryFn: () =>
      getClients({ search_text: searchText, sort: 'business_name' }, 'get_quotation_client_list'),
    placeholderData: keepPreviousData,
  });
}
