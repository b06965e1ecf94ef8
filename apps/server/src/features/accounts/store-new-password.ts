// Every change of a password goes through here, so none can forget a step: after it, only the new
// password signs in, no reset link asked for earlier works, and every session but the caller's ends
// (docs/reference/accounts.md 'Sessions'; issue 13).
import type { Kysely } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import { endPasswordResets } from './password-resets.repository';
import { revokeOtherSessions } from './sessions.repository';
import { updatePasswordHash } from './users.repository';

/** Run inside the caller's transaction. `keepTokenHash`: the session that made the change, if any. */
export async function storeNewPassword(
  db: Kysely<Database>,
  owner: OwnerId,
  change: { passwordHash: string; now: string; keepTokenHash?: string },
): Promise<void> {
  await updatePasswordHash(db, owner, change.passwordHash, change.now);
  await endPasswordResets(db, owner, change.now);
  await revokeOtherSessions(db, owner, change.now, change.keepTokenHash);
}
