// The client list as a CSV file (docs/decisions/0105-catalogue-exports.md): the same search and order
// as get_clients, every matching client, streamed in batches (docs/decisions/0106-catalogue-lists-page.md).
import type { Readable } from 'node:stream';
import type { Client, ClientExportFilters } from '@tradebook/domain/clients/clients.schemas';
import { NOT_AVAILABLE } from '@tradebook/domain/profile/profile-complete';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { csvStream } from '../../exports/csv-stream';
import { clientBatches } from './list-clients';

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

const toRecord = (client: Client) => [
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
  client.notes === NOT_AVAILABLE ? '' : client.notes,
];

export function exportClientsCsv(
  ctx: AppContext,
  owner: OwnerId,
  filters: ClientExportFilters,
): Promise<Readable> {
  return csvStream(HEADER, clientBatches(ctx, owner, filters), toRecord);
}
