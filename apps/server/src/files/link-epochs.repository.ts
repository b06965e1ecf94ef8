// The link epoch of a user (file_link_epochs, this room's table): part of every signed link's signature
// (signed-links.ts). A user without a row is at epoch 0 (docs/decisions/0409-file-link-epochs-in-the-files-room.md).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { OwnerId } from '../db/owner';
import type { Database } from '../db/schema';

/** The user's link epoch: 0 until they first revoke their links. */
export async function findLinkEpoch(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('file_link_epochs')
    .select('epoch')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? Number(row.epoch) : 0;
}

/** The link epoch of the user whose id is in column `userIdColumn`, as a scalar subquery for another
 * room's statement (the token check, docs/decisions/0435-the-token-check-reads-the-link-epoch.md): null
 * for a user without a row, who is at epoch 0. */
export function linkEpochOf(userIdColumn: string): RawBuilder<number | string | null> {
  return sql`(select epoch from file_link_epochs where file_link_epochs.user_id = ${sql.ref(userIdColumn)})`;
}

/** Moves the owner's epoch on: every link signed before no longer verifies. One statement, so two at
 * once each move it on. */
export async function advanceLinkEpoch(db: Kysely<Database>, owner: OwnerId): Promise<void> {
  await db
    .insertInto('file_link_epochs')
    .values({ user_id: owner, epoch: 1 })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet((eb) => ({ epoch: eb('file_link_epochs.epoch', '+', 1) })),
    )
    .execute();
}
