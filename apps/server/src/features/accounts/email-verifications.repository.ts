import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OwnerId } from '../../db/owner';
import {
  consumeSingleUseLink,
  replaceSingleUseLink,
  type SingleUseLink,
} from './single-use-links.repository';

/** Stores the user's new confirmation link in place of any earlier one, so only the latest link works. */
export async function replaceEmailVerification(db: Kysely<Database>, owner: OwnerId, link: SingleUseLink) {
  await replaceSingleUseLink(db, 'email_verifications', owner, link);
}

/** Marks an unused, unexpired link as used and its user's address as confirmed; answers the user, or
 * undefined when the link is unknown, used or expired. The update is the check, so two uses of one link
 * at the same moment cannot both succeed. */
export async function consumeEmailVerification(db: Kysely<Database>, tokenHash: string, now: string) {
  return db.transaction().execute(async (trx) => {
    const userId = await consumeSingleUseLink(trx, 'email_verifications', tokenHash, now);
    if (userId === undefined) return undefined;
    await trx
      .updateTable('users')
      .set({ email_verified_at: now })
      .where('id', '=', userId)
      .where('email_verified_at', 'is', null)
      .execute();
    return userId;
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
