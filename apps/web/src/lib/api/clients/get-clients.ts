// GET get_clients (the client list) and GET get_quotation_client_list (the client picker of quotations
// and invoices): one page of the user's clients, searched and sorted by the server (docs/reference/clients.md
// 'Calls'; docs/reference/api.md 'Lists answer one page').
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paging } from '@tradebook/domain/api/paging';
import type { Client, GetClientsRequest } from '@tradebook/domain/clients/clients.schemas';
import type { Page } from '@tradebook/domain/api/envelope';
import { apiPage, listQueryString } from '../../api-client';

export const CLIENTS_QUERY_KEY = ['clients'] as const;

export type ClientsPageRequest = GetClientsRequest & Paging;

/** The query string of the client calls and the CSV export (which takes the filters, not the page). */
export function clientsQueryString(request: GetClientsRequest): string {
  return listQueryString({
    search_text: request.search_text,
    sort: request.sort,
    page: request.page,
    limit: request.limit,
  });
}

export function getClients(
  request: ClientsPageRequest,
  path: 'get_clients' | 'get_quotation_client_list' = 'get_clients',
): Promise<Page<Client>> {
  return apiPage<Client>('GET', `${path}${clientsQueryString(request)}`);
}

export function useClients(request: ClientsPageRequest) {
  return useQuery({
    queryKey: [...CLIENTS_QUERY_KEY, 'list', request],
    queryFn: () => getClients(request),
    placeholderData: keepPreviousData,
  });
}

/** The client picker's page, by business name. */
export function usePickerClients(searchText: string, paging: Paging) {
  const request: ClientsPageRequest = { search_text: searchText, sort: 'business_name', ...paging };
  return useQuery({
    queryKey: [...CLIENTS_QUERY_KEY, 'picker', request],
    queryFn: () => getClients(request, 'get_quotation_client_list'),
    placeholderData: keepPreviousData,
  });
}
