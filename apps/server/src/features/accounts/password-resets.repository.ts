import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OwnerId } from '../../db/owner';

export async function insertPasswordReset(
  db: Kysely<Database>,
  owner: OwnerId,
  reset: { tokenHash: string; createdAt: string; expiresAt: string },
) {
  await db
    .insertInto('password_resets')
    .values({
      user_id: owner,
      token_hash: reset.tokenHash,
      created_at: reset.createdAt,
      expires_at: reset.expiresAt,
    })
    .execute();
}

/** Marks an unused, unexpired reset as used and answers its user; undefined when there is none. The
 * update is the check, so two uses of one link at the same moment cannot both succeed. */
export async function consumePasswordReset(db: Kysely<Database>, tokenHash: string, now: string) {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id'])
    .executeTakeFirst();
  return row ? Number(row.user_id) : undefined;
}
