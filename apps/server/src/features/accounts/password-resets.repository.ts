import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OwnerId } from '../../db/owner';

/** Stores the user's new reset link in place of any earlier one (one row per user, a unique index), so
 * only the latest link works. One statement: two requests at the same moment leave one link. */
export async function replacePasswordReset(
  db: Kysely<Database>,
  owner: OwnerId,
  reset: { tokenHash: string; createdAt: string; expiresAt: string },
) {
  const values = { token_hash: reset.tokenHash, created_at: reset.createdAt, expires_at: reset.expiresAt };
  await db
    .insertInto('password_resets')
    .values({ user_id: owner, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...values, used_at: null }))
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

/** Ends the user's reset link, if one is open: a password just set makes it stale. */
export async function endPasswordResets(db: Kysely<Database>, owner: OwnerId, now: string) {
  await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', owner)
    .where('used_at', 'is', null)
    .execute();
}
