// GET export_client_list: the listed clients as a CSV file, made by the server with formula cells
// neutralised (docs/decisions/0105-catalogue-exports.md). Fetched with the token, then saved.
import type { GetClientsRequest } from '@tradebook/domain/clients/clients.schemas';
import { GENERIC_ERROR_MESSAGE } from '@tradebook/domain/api/envelope';
import { ApiError, apiUrl } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';
import { clientsQueryString } from '../../../lib/api/clients/get-clients';

export async function exportClients(filters: GetClientsRequest): Promise<void> {
  const token = getToken();
  const response = await fetch(`${apiUrl('export_client_list')}${clientsQueryString(filters)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, [GENERIC_ERROR_MESSAGE]);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = 'clients.csv';
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
