// The profile columns of a user's row, as profile/ reads and changes them, and the few facts of the
// business (its currency, country and name) that other features read: accounts own the users table
// (docs/decisions/0341-repositories-own-their-tables.md).
import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { OwnerId } from '../../db/owner';
import type { UsersTable } from './accounts.table';

/** The columns of the profile answer and of its changes; not the password's hash nor the plan's
 * bookkeeping. The token check reads the same columns with the session (sessions.repository.ts). */
export const PROFILE_COLUMNS = [
  'id',
  'email',
  'fullname',
  'country_id',
  'currency_id',
  'language',
  'user_type',
  'company_name',
  'companytype',
  'business_category_id',
  'logo_file',
  'postal_address',
  'street2',
  'state',
  'zip',
  'city',
  'phone1',
  'phone2',
  'website',
  'free_usage_until',
  'subscription_until',
  'email_verified_at',
] as const;

export function findProfileRow(db: Kysely<Database>, owner: OwnerId) {
  return db.selectFrom('users').select(PROFILE_COLUMNS).where('id', '=', owner).executeTakeFirst();
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;

/** The profile columns a user may change themselves; never the e-mail, password, plan or dates. */
export type ProfileChanges = Pick<
  Updateable<UsersTable>,
  | 'fullname'
  | 'company_name'
  | 'companytype'
  | 'business_category_id'
  | 'logo_file'
  | 'postal_address'
  | 'street2'
  | 'state'
  | 'zip'
  | 'city'
  | 'phone1'
  | 'phone2'
  | 'website'
  | 'country_id'
  | 'currency_id'
  | 'language'
>;

export async function updateProfileRow(
  db: Kysely<Database>,
  owner: OwnerId,
  changes: ProfileChanges,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: updatedAt })
    .where('id', '=', owner)
    .execute();
}

/** The business's currency, country and names, as documents, expenses and the dashboard show them. */
export function findBusinessFacts(db: Kysely<Database>, owner: OwnerId) {
  return db
    .selectFrom('users')
    .select(['currency_id', 'country_id', 'company_name', 'fullname'])
    .where('id', '=', owner)
    .executeTakeFirstOrThrow();
}
