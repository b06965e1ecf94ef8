// The access log of a business (accountant_access_log): each sign-in and download of its accountants.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OwnerId } from '../../db/owner';

export interface NewLogEntry {
  accountantId: number;
  accountantEmail: string;
  action: 'sign_in' | 'download';
  detail: string;
  /** A sign-in's session: a second sign-in entry of one session is not written. */
  sessionKey: string | null;
  at: string;
}

/** Writes the entry; a second sign-in of one session on the business is not written (its unique index). */
export async function insertLogEntry(db: Kysely<Database>, business: OwnerId, entry: NewLogEntry) {
  await db
    .insertInto('accountant_access_log')
    .values({
      user_id: business,
      accountant_id: entry.accountantId,
      accountant_email: entry.accountantEmail,
      action: entry.action,
      detail: entry.detail,
      session_key: entry.sessionKey,
      at: entry.at,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'accountant_id', 'session_key']).doNothing())
    .execute();
}

/** The newest `limit` entries, newest first (an index on user_id, id). */
export function listLogEntries(db: Kysely<Database>, owner: OwnerId, limit: number) {
  return db
    .selectFrom('accountant_access_log')
    .select(['id', 'accountant_email', 'action', 'detail', 'at'])
    .where('user_id', '=', owner)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
