import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OwnerId } from '../../db/owner';

/** Stores the user's new confirmation link in place of any earlier one (one row per user), so only the
 * latest link works. One statement: two requests at the same moment leave one link. */
export async function replaceEmailVerification(
  db: Kysely<Database>,
  owner: OwnerId,
  link: { tokenHash: string; createdAt: string; expiresAt: string },
) {
  const values = { token_hash: link.tokenHash, created_at: link.createdAt, expires_at: link.expiresAt };
  await db
    .insertInto('email_verifications')
    .values({ user_id: owner, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...values, used_at: null }))
    .execute();
}

/** Marks an unused, unexpired link as used and its user's address as confirmed; answers the user, or
 * undefined when the link is unknown, used or expired. The update is the check, so two uses of one link
 * at the same moment cannot both succeed. */
export async function consumeEmailVerification(db: Kysely<Database>, tokenHash: string, now: string) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('email_verifications')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['user_id'])
      .executeTakeFirst();
    if (!row) return undefined;
    await trx
      .updateTable('users')
      .set({ email_verified_at: now })
      .where('id', '=', Number(row.user_id))
      .where('email_verified_at', 'is', null)
      .execute();
    return Number(row.user_id);
  });
}

/** The facts the e-mail rules need: the address, when it was confirmed and how old the account is. */
export function findEmailStanding(db: Kysely<Database>, owner: OwnerId) {
  return db
    .selectFrom('users')
    .select(['email', 'email_verified_at', 'created_at'])
    .where('id', '=', owner)
    .executeTakeFirst();
}
