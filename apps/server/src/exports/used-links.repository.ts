import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Records the first use of the link of `digest`; false when it was used before. One statement on both
 * databases, so of two opens at the same moment exactly one records it (the other waits for the first
 * to commit on PostgreSQL, then finds the row). Links that have expired are forgotten on the way. */
export async function recordFirstUse(
  db: Kysely<Database>,
  link: { digest: string; now: string; expiresAt: string },
): Promise<boolean> {
  await db.deleteFrom('used_download_links').where('expires_at', '<', link.now).execute();
  const recorded = await db
    .insertInto('used_download_links')
    .values({ digest: link.digest, used_at: link.now, expires_at: link.expiresAt })
    .onConflict((conflict) => conflict.column('digest').doNothing())
    .returning('digest')
    .executeTakeFirst();
  return recorded !== undefined;
}
