// GET export_client_list: the listed clients as a CSV file, made by the server with formula cells
// neutralised (docs/decisions/0105-catalogue-exports.md), downloaded as every file is.
import type { GetClientsRequest } from '@tradebook/domain/clients/clients.schemas';
import { downloadApiFile } from '../../../lib/downloads/download-file';
import { clientsQueryString } from '../../../lib/api/clients/get-clients';

export async function exportClients(filters: GetClientsRequest): Promise<void> {
  await downloadApiFile(`export_client_list${clientsQueryString(filters)}`, {
    method: 'GET',
    filename: 'clients.csv',
  });
}
