import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OwnerId } from '../../db/owner';

export function findProfileRow(db: Kysely<Database>, owner: OwnerId) {
  return db.selectFrom('users').selectAll().where('id', '=', owner).executeTakeFirst();
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;
