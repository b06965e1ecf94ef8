import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OwnerId } from '../../db/owner';
import type { UsersTable } from './accounts.table';
import type { Insertable } from 'kysely';

export async function insertUser(db: Kysely<Database>, user: Insertable<UsersTable>): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash'])
    .where('email_lower', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function updatePasswordHash(
  db: Kysely<Database>,
  owner: OwnerId,
  passwordHash: string,
  now: string,
) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', owner)
    .execute();
}
