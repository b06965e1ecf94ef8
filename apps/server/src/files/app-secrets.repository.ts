import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The secret called `name`; the first process to ask stores `candidate`, every other one reads it. */
export async function findOrCreateSecret(
  db: Kysely<Database>,
  name: string,
  candidate: string,
  now: string,
): Promise<string> {
  const existing = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) return existing.value;
  await db
    .insertInto('app_secrets')
    .values({ name, value: candidate, created_at: now })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
