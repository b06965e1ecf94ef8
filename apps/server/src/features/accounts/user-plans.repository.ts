// The plan columns of a user's row (free usage, Pro until, extra days earned) and the few facts of a
// user that other features read: accounts own the users table, and subscriptions, expenses and the
// rest read and change it through here (docs/decisions/0341-repositories-own-their-tables.md).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface PlanRow {
  free_usage_until: string;
  subscription_until: string | null;
  extra_free_days: number;
}

/** The user's plan columns; `forUpdate` locks the row until the transaction ends (PostgreSQL). */
export function findPlanRow(db: Kysely<Database>, userId: number, forUpdate: boolean) {
  let query = db
    .selectFrom('users')
    .select(['free_usage_until', 'subscription_until', 'extra_free_days'])
    .where('id', '=', userId);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The plan columns with the address, for the subscription screen. */
export function findPlanWithEmail(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['email', 'free_usage_until', 'subscription_until', 'extra_free_days'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function setFreeUsage(
  db: Kysely<Database>,
  userId: number,
  days: { free_usage_until: string; extra_free_days: number },
): Promise<void> {
  await db.updateTable('users').set(days).where('id', '=', userId).execute();
}

export async function setSubscriptionUntil(
  db: Kysely<Database>,
  userId: number,
  until: string,
): Promise<void> {
  await db.updateTable('users').set({ subscription_until: until }).where('id', '=', userId).execute();
}

/** Sets the plan dates of the account with this address (the admin tool); false when there is none. */
export async function setPlanDaysByEmail(
  db: Kysely<Database>,
  emailLower: string,
  changes: { free_usage_until?: string; subscription_until?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set(changes)
    .where('email_lower', '=', emailLower)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The address (lower case) and name a message from this user shows. */
export function findUserContact(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['email_lower', 'fullname'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The id of the account with this address (lower case), if there is one. */
export async function findUserIdByEmail(
  db: Kysely<Database>,
  emailLower: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email_lower', '=', emailLower)
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/** The address, name and business name of each of these accounts (a bounded list: the accountants of a
 * business, the businesses an accountant serves). */
export function listUserContacts(db: Kysely<Database>, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'email', 'fullname', 'company_name'])
    .where('id', 'in', userIds)
    .execute();
}
