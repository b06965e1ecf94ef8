import { sql, type Insertable, type Kysely, type RawBuilder } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import type { ClientsTable } from './clients.table';

export type ClientRow = NonNullable<Awaited<ReturnType<typeof findClientRow>>>;

/** What a client's row holds apart from its keys and times (the e-invoice fields may be left out). */
export type ClientValues = Omit<Insertable<ClientsTable>, 'id' | 'user_id' | 'created_at' | 'updated_at'>;

export function findClientRow(db: Kysely<Database>, owner: OwnerId, id: number) {
  return db
    .selectFrom('clients')
    .selectAll()
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The owner's client `id` as a derived table another room's statement composes (a create reads it with
 * the settings a new document takes, docs/decisions/0434-a-create-reads-its-client-and-taxes-at-once.md;
 * docs/decisions/0419-raw-sql-reads-of-another-room.md): no row when it is not the owner's. */
export function clientRowOf(owner: OwnerId, id: number): RawBuilder<ClientRow> {
  return sql`(select * from clients where user_id = ${owner} and id = ${id})`;
}

/** The owner's clients of these ids (at most a page of them: the caller bounds the list). */
export function findClientRows(db: Kysely<Database>, owner: OwnerId, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('clients')
    .selectAll()
    .where('user_id', '=', owner)
    .where('id', 'in', [...ids])
    .execute();
}

export async function insertClient(
  db: Kysely<Database>,
  owner: OwnerId,
  values: ClientValues & { created_at: string },
): Promise<number> {
  const row = await db
    .insertInto('clients')
    .values({ ...values, user_id: owner, updated_at: values.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Answers whether the user had such a client. */
export async function updateClientRow(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
  values: ClientValues & { updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('clients')
    .set(values)
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A row of another table still refers to the client (SQLite and PostgreSQL error codes). */
function isForeignKeyViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/** Every table that holds a client's documents references clients(id) without an ON DELETE action, so
 * the database refuses to delete a client that is still in use: 'in_use', and nothing is deleted. */
export async function deleteClientRow(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
): Promise<'deleted' | 'missing' | 'in_use'> {
  try {
    const result = await db
      .deleteFrom('clients')
      .where('user_id', '=', owner)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1 ? 'deleted' : 'missing';
  } catch (error) {
    if (isForeignKeyViolation(error)) return 'in_use';
    throw error;
  }
}
