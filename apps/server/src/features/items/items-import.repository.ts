import type { Kysely } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import type { ItemValues } from './items.repository';

/** Rows per insert: 500 x 11 columns stays far below both databases' limits on parameters. */
const BATCH = 500;

/** Stores the items in batches; call it inside the import's transaction, which took their numbers. */
export async function insertItemRows(
  db: Kysely<Database>,
  owner: OwnerId,
  rows: readonly (ItemValues & { item_no: string; created_at: string })[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insertInto('items')
      .values(
        rows
          .slice(start, start + BATCH)
          .map((row) => ({ ...row, user_id: owner, updated_at: row.created_at })),
      )
      .execute();
  }
}
