// The client list as a CSV file (docs/decisions/0105-catalogue-exports.md): the same search and order
// as get_clients, cells that a spreadsheet would run as a formula neutralised (decisions.md).
import { stringify } from 'csv-stringify/sync';
import type { ClientFilters } from '@tradebook/domain/clients/clients.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { listClients } from './clients.service';

const HEADER = [
  'Business Name',
  'Full Name',
  'Email',
  'Phone',
  'Mobile',
  'Website',
  'Postal Address',
  'Street',
  'State',
  'Zip',
  'Country',
  'Notes',
];

export async function exportClientsCsv(
  ctx: AppContext,
  owner: OwnerId,
  filters: Partial<ClientFilters>,
): Promise<string> {
  const clients = await listClients(ctx, owner, filters);
  const rows = clients.map((client) => [
    client.business_name,
    client.full_name,
    client.email,
    client.phone1,
    client.phone2,
    client.website,
    client.postal_address,
    client.street2,
    client.state,
    client.zip,
    client.country,
    client.notes === 'N/A' ? '' : client.notes,
  ]);
  // The byte-order mark makes Excel read the file as UTF-8.
  return stringify([HEADER, ...rows], { escape_formulas: true, bom: true, record_delimiter: 'windows' });
}
