// The link epoch of a user (users.link_epoch): part of every signed link's signature (signed-links.ts).
import type { Kysely } from 'kysely';
import type { OwnerId } from '../db/owner';
import type { Database } from '../db/schema';

/** The user's link epoch; undefined when there is no such user (a link of a deleted account). */
export async function findLinkEpoch(db: Kysely<Database>, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('link_epoch').where('id', '=', userId).executeTakeFirst();
  return row ? Number(row.link_epoch) : undefined;
}

/** Moves the owner's epoch on: every link signed before no longer verifies. */
export async function advanceLinkEpoch(
  db: Kysely<Database>,
  owner: OwnerId,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ link_epoch: eb('link_epoch', '+', 1), updated_at: updatedAt }))
    .where('id', '=', owner)
    .execute();
}
