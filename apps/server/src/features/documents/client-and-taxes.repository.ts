// A new document's client with the tax settings it takes, in one statement composed of each owning
// room's fragment (docs/decisions/0434-a-create-reads-its-client-and-taxes-at-once.md, as the number call
// reads its defaults in docs/decisions/0429-a-number-call-in-one-statement.md): on PostgreSQL every
// statement is a round trip of its own.
import { sql, type Kysely } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import { clientRowOf, type ClientRow } from '../clients/clients.repository';
import {
  leftJoinTaxSettingsOf,
  TAX_SETTINGS_COLUMNS,
  type TaxSettingsColumns,
} from '../settings/new-document-settings.repository';

export type ClientAndTaxesRow = ClientRow & TaxSettingsColumns;

/** The owner's client `clientId` with the owner's tax settings (all null when never saved); undefined
 * when the client is not the owner's. */
export async function readClientAndTaxes(
  db: Kysely<Database>,
  owner: OwnerId,
  clientId: number,
): Promise<ClientAndTaxesRow | undefined> {
  const { rows } = await sql<ClientAndTaxesRow>`select c.*, ${sql.raw(TAX_SETTINGS_COLUMNS)}
    from ${clientRowOf(owner, clientId)} as c ${leftJoinTaxSettingsOf(owner)}`.execute(db);
  return rows[0];
}
