import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OwnerId } from '../../db/owner';
import { inTexts } from '../../db/batched-reads';
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

/** One lookup of the token check: a session token's hash, and the request's time. */
export interface SessionLookup {
  tokenHash: string;
  now: string;
}

/** Every authenticated call runs this first, in one statement with the token checks of the requests
 * that arrive with it (db/batched-reads.ts): the sessions of the tokens, live (not revoked, not
 * expired) at the earliest of the requests' times, each then held to its own request's time here, so
 * every answer is that of its request alone. One answer for each lookup, in their order. SQL text,
 * which costs a few µs to compile where the query builder took ~30 µs (the same reason as the document
 * list's, documents/document-list.repository.ts). It answers each session's user with their profile
 * columns, so a call that answers from them needs no second read
 * (docs/decisions/0423-the-token-check-reads-the-signed-in-user.md); the foreign key (on delete
 * cascade) means a live session always has its user. Its answer need not wait for a SQLite group
 * commit under way (ANSWERED_AT_ONCE). */
export async function findLiveSessions(
  db: Kysely<Database>,
  lookups: readonly SessionLookup[],
): Promise<(SignedInRow | undefined)[]> {
  let earliest = lookups[0]!.now;
  for (const lookup of lookups) if (lookup.now < earliest) earliest = lookup.now;
  const hashes = lookups.map((lookup) => lookup.tokenHash);
  const { rows } = await sql<
    SignedInRow & { session_token_hash: string; session_expires_at: string }
  >`${sql.raw(
    ANSWERED_AT_ONCE,
  )}select ${sql.raw(SIGNED_IN_COLUMNS)}, ${linkEpochOf('users.id')} as link_epoch,
    ${sql.raw(TAX_SETTINGS_COLUMNS)}, sessions.token_hash as session_token_hash,
    sessions.expires_at as session_expires_at
    from sessions join users on users.id = sessions.user_id ${sql.raw(LEFT_JOIN_TAX_SETTINGS_OF_USERS)}
    where sessions.token_hash ${inTexts(db, hashes)}
      and sessions.revoked_at is null and sessions.expires_at > ${earliest}`.execute(db);
  const live = new Map<string, { row: SignedInRow; expiresAt: string }>();
  for (const { session_token_hash: tokenHash, session_expires_at: expiresAt, ...row } of rows) {
    live.set(tokenHash, { row, expiresAt });
  }
  return lookups.map((lookup) => {
    const session = live.get(lookup.tokenHash);
    return session && session.expiresAt > lookup.now ? session.row : undefined;
  });
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
