import { sql, type Kysely } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';

/** `%text%` for LIKE, with the user's own % and _ taken literally (used with ESCAPE '\'). */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export type ClientRow = NonNullable<Awaited<ReturnType<typeof findClientRow>>>;

export interface ClientValues {
  full_name: string;
  email: string;
  phone1: string;
  phone2: string;
  business_name: string;
  country: string;
  postal_address: string;
  street1: string;
  street2: string;
  state: string;
  zip: string;
  notes: string;
  website: string;
}

export function findClientRow(db: Kysely<Database>, owner: OwnerId, id: number) {
  return db
    .selectFrom('clients')
    .selectAll()
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The user's clients whose full name, business name or e-mail contains `search` (any case). Sorted by
 * business name (clients without one last), or newest first. */
export function listClientRows(
  db: Kysely<Database>,
  owner: OwnerId,
  options: { search: string; sort: 'business_name' | 'date' },
) {
  let query = db.selectFrom('clients').selectAll().where('user_id', '=', owner);
  if (options.search !== '') {
    const pattern = containsPattern(options.search);
    query = query.where((eb) =>
      eb.or(
        (['full_name', 'business_name', 'email'] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`,
        ),
      ),
    );
  }
  if (options.sort === 'business_name') {
    return query
      .orderBy(sql`case when business_name = '' then 1 else 0 end`)
      .orderBy(sql`lower(business_name)`)
      .orderBy(sql`lower(full_name)`)
      .orderBy('id', 'asc')
      .execute();
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
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
