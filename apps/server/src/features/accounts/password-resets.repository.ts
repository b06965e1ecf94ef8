import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OwnerId } from '../../db/owner';
import {
  consumeSingleUseLink,
  replaceSingleUseLink,
  type SingleUseLink,
} from './single-use-links.repository';

/** Stores the user's new reset link in place of any earlier one, so only the latest link works. */
export async function replacePasswordReset(db: Kysely<Database>, owner: OwnerId, reset: SingleUseLink) {
  await replaceSingleUseLink(db, 'password_resets', owner, reset);
}

/** Marks an unused, unexpired reset as used and answers its user; undefined when there is none. */
export function consumePasswordReset(db: Kysely<Database>, tokenHash: string, now: string) {
  return consumeSingleUseLink(db, 'password_resets', tokenHash, now);
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
