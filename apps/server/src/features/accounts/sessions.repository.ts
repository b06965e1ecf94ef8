import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OwnerId } from '../../db/owner';
import { ANSWERED_AT_ONCE } from '../../db/group-commit';
import { linkEpochOf } from '../../files/link-epochs.repository';
import {
  LEFT_JOIN_TAX_SETTINGS_OF_USERS,
  TAX_SETTINGS_COLUMNS,
  type TaxSettingsColumns,
} from '../settings/new-document-settings.repository';
import { PROFILE_COLUMNS, type ProfileRow } from './user-profiles.repository';

export async function insertSession(
  db: Kysely<Database>,
  owner: OwnerId,
  session: { tokenHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      user_id: owner,
      token_hash: session.tokenHash,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .execute();
}

const SIGNED_IN_COLUMNS = PROFILE_COLUMNS.map((column) => `users.${column}`).join(', ');

/** The signed-in user's profile row, with their link epoch (null: 0), which a link signed for them in
 * the request then need not read (docs/decisions/0435-the-token-check-reads-the-link-epoch.md), and
 * their tax settings, which a new document takes (docs/decisions/0440-a-create-checks-its-client-in-its-insert.md). */
export type SignedInRow = ProfileRow & TaxSettingsColumns & { link_epoch: number | string | null };

/** Every authenticated call runs this first: SQL text, which costs a few µs to compile where the query
 * builder took ~30 µs (the same reason as the document list's, documents/document-list.repository.ts).
 * It answers the session's user with their profile columns in the same statement, so a call that
 * answers from them needs no second read (docs/decisions/0423-the-token-check-reads-the-signed-in-user.md);
 * the foreign key (on delete cascade) means a live session always has its user. */
export async function findLiveSession(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<SignedInRow | undefined> {
  // Its answer need not wait for a SQLite group commit under way (ANSWERED_AT_ONCE).
  const { rows } = await sql<SignedInRow>`${sql.raw(ANSWERED_AT_ONCE)}select ${sql.raw(SIGNED_IN_COLUMNS)},
    ${linkEpochOf('users.id')} as link_epoch, ${sql.raw(TAX_SETTINGS_COLUMNS)}
    from sessions join users on users.id = sessions.user_id ${sql.raw(LEFT_JOIN_TAX_SETTINGS_OF_USERS)}
    where sessions.token_hash = ${tokenHash} and sessions.revoked_at is null and sessions.expires_at > ${now}`.execute(
    db,
  );
  return rows[0];
}

export async function revokeSession(db: Kysely<Database>, owner: OwnerId, tokenHash: string, now: string) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', owner)
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of the user except the one whose hash is given (none: all of them). */
export async function revokeOtherSessions(
  db: Kysely<Database>,
  owner: OwnerId,
  now: string,
  keepTokenHash?: string,
) {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', owner)
    .where('revoked_at', 'is', null);
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  await query.execute();
}
