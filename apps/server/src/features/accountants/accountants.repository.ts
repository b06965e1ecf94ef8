// The accountants of a business (accountant_access), by its owner's id, or by the accountant's own id.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OwnerId } from '../../db/owner';

export function countAccountants(db: Kysely<Database>, owner: OwnerId) {
  return db
    .selectFrom('accountant_access')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', owner)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
}

export function findAccessByEmail(db: Kysely<Database>, owner: OwnerId, emailLower: string) {
  return db
    .selectFrom('accountant_access')
    .select(['id', 'accepted_at'])
    .where('user_id', '=', owner)
    .where('email_lower', '=', emailLower)
    .executeTakeFirst();
}

/** Stores an invitation, or gives a pending one of the same address a new link (the older stops working). */
export async function saveInvitation(
  db: Kysely<Database>,
  owner: OwnerId,
  invitation: { emailLower: string; tokenHash: string; invitedAt: string; expiresAt: string },
): Promise<void> {
  const values = {
    token_hash: invitation.tokenHash,
    invited_at: invitation.invitedAt,
    expires_at: invitation.expiresAt,
  };
  await db
    .insertInto('accountant_access')
    .values({ user_id: owner, email_lower: invitation.emailLower, ...values })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'email_lower'])
        .doUpdateSet(values)
        .where('accountant_access.accepted_at', 'is', null),
    )
    .execute();
}

/** The pending, unexpired invitation of this link. */
export function findInvitation(db: Kysely<Database>, tokenHash: string, now: string) {
  return db
    .selectFrom('accountant_access')
    .select(['id', 'user_id', 'email_lower'])
    .where('token_hash', '=', tokenHash)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Turns the invitation into access for `accountant`; false when the link was used meanwhile. The update is
 * the check, so one link accepted twice at the same moment gives access once. */
export async function acceptInvitation(
  db: Kysely<Database>,
  accountant: OwnerId,
  invitation: { id: number; tokenHash: string },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('accountant_access')
    .set({ accountant_id: accountant, accepted_at: now, token_hash: null })
    .where('id', '=', invitation.id)
    .where('token_hash', '=', invitation.tokenHash)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether `accountant` already has access to the business. */
export async function hasAccess(db: Kysely<Database>, accountant: OwnerId, businessId: number) {
  const row = await db
    .selectFrom('accountant_access')
    .select('id')
    .where('accountant_id', '=', accountant)
    .where('user_id', '=', businessId)
    .executeTakeFirst();
  return row !== undefined;
}

export function deleteInvitation(db: Kysely<Database>, id: number) {
  return db.deleteFrom('accountant_access').where('id', '=', id).where('accepted_at', 'is', null).execute();
}

export function listAccountantRows(db: Kysely<Database>, owner: OwnerId) {
  return db
    .selectFrom('accountant_access')
    .select(['id', 'email_lower', 'accountant_id', 'invited_at', 'accepted_at'])
    .where('user_id', '=', owner)
    .orderBy('id')
    .execute();
}

/** Ends an accountant's access (or an invitation) at once; false when the business has no such row. */
export async function deleteAccountant(db: Kysely<Database>, owner: OwnerId, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('accountant_access')
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The businesses `accountant` has access to (accepted). */
export function listServedRows(db: Kysely<Database>, accountant: OwnerId) {
  return db
    .selectFrom('accountant_access')
    .select(['user_id', 'accepted_at'])
    .where('accountant_id', '=', accountant)
    .where('accepted_at', 'is not', null)
    .orderBy('accepted_at')
    .execute();
}

/** Every call of an accountant on a business runs this first: SQL text, as sessions.repository.ts does. */
export async function findGrant(
  db: Kysely<Database>,
  accountant: OwnerId,
  businessId: number,
): Promise<{ email_lower: string } | undefined> {
  const { rows } = await sql<{ email_lower: string }>`select email_lower from accountant_access
    where accountant_id = ${accountant} and user_id = ${businessId} and accepted_at is not null`.execute(db);
  return rows[0];
}
