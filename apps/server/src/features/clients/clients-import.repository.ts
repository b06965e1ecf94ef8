import type { Kysely } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import type { ClientValues } from './clients.repository';

/** Rows per insert: 500 x 19 columns stays far below both databases' limits on parameters. */
const BATCH = 500;

/** Every row names every column: in a statement of many rows, SQLite stores a column one row leaves out
 * as null, not as its default. */
const BLANK_EINVOICE_FIELDS = {
  city: '',
  vat_number: '',
  buyer_reference: '',
  einvoice_scheme: '',
  einvoice_address: '',
};

/** Stores the clients in batches; call it inside the import's transaction. */
export async function insertClientRows(
  db: Kysely<Database>,
  owner: OwnerId,
  rows: readonly (ClientValues & { created_at: string })[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insertInto('clients')
      .values(
        rows.slice(start, start + BATCH).map((row) => ({
          ...BLANK_EINVOICE_FIELDS,
          ...row,
          user_id: owner,
          updated_at: row.created_at,
        })),
      )
      .execute();
  }
}
