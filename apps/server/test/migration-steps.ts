// What a test of one migration needs: the migration that ran just before it (to stop there and write the
// rows as they stood), and an account as the users table held one before the later migrations.
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';

const MIGRATIONS_DIR = path.join(import.meta.dirname, '../src/db/migrations');

/** The name of the migration that ran just before `migration`. */
export function migrationBefore(migration: string): string {
  const names = fs
    .readdirSync(MIGRATIONS_DIR)
    .map((file) => file.replace(/\.ts$/, ''))
    .filter((name) => name < migration)
    .sort();
  return names.at(-1)!;
}

/** An account written before a migration, with the columns every account had then (and `extra`); its id.
 * `old` is the database reached untyped, as a migration reaches it. */
export async function insertOldUser(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  old: Kysely<any>,
  email: string,
  at: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const row = await old
    .insertInto('users')
    .values({
      email,
      email_lower: email,
      password_hash: 'x',
      fullname: 'Old Account',
      country_id: 826,
      currency_id: 826,
      language: 'us',
      user_type: 'web',
      free_usage_until: '2026-10-31',
      created_at: at,
      updated_at: at,
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
