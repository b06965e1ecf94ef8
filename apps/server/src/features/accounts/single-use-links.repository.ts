// The one-time links the product e-mails to a user: confirming the address (email_verifications) and
// resetting the password (password_resets). Each table keeps one row per user with only the token's hash
// (docs/decisions/0004-sessions-and-tokens.md), in the same columns, so both use these statements.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OwnerId } from '../../db/owner';

export type SingleUseLinkTable = 'email_verifications' | 'password_resets';

export interface SingleUseLink {
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
}

/** Stores the user's new link in place of any earlier one (one row per user, a unique index), so only the
 * latest link works. One statement: two requests at the same moment leave one link. */
export async function replaceSingleUseLink(
  db: Kysely<Database>,
  table: SingleUseLinkTable,
  owner: OwnerId,
  link: SingleUseLink,
): Promise<void> {
  const values = { token_hash: link.tokenHash, created_at: link.createdAt, expires_at: link.expiresAt };
  await db
    .insertInto(table)
    .values({ user_id: owner, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...values, used_at: null }))
    .execute();
}

/** Marks an unused, unexpired link as used and answers its user; undefined when the link is unknown, used
 * or expired. The update is the check, so two uses of one link at the same moment cannot both succeed. */
export async function consumeSingleUseLink(
  db: Kysely<Database>,
  table: SingleUseLinkTable,
  tokenHash: string,
  now: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable(table)
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id'])
    .executeTakeFirst();
  return row ? Number(row.user_id) : undefined;
}
