// The migration that brought in confirming the account's e-mail (20261205T1000-email-verification.ts,
// ADR 0327): every account that existed before it counts as confirmed, from its own creation.
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { migrateTo, migrateToLatest } from './migrate';

const MIGRATION = '20261205T1000-email-verification';

let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.drop();
});

/** The migration that ran just before this one. */
function previousMigration(): string {
  const names = fs
    .readdirSync(path.join(import.meta.dirname, 'migrations'))
    .map((file) => file.replace(/\.ts$/, ''))
    .filter((name) => name < MIGRATION)
    .sort();
  return names.at(-1)!;
}

describe('migration 20261205T1000-email-verification', () => {
  it('marks every existing user confirmed', async () => {
    database = await createTestDatabase({ migrate: false });
    await migrateTo(database.db, previousMigration());
    // The users table as it stood before the migration, reached untyped as a migration reaches it.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const old = database.db as unknown as Kysely<any>;
    const createdAt = '2026-10-01T09:00:00.000Z';
    for (const email of ['old.one@example.com', 'old.two@example.com']) {
      await old
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
          created_at: createdAt,
          updated_at: createdAt,
        })
        .execute();
    }
    await migrateToLatest(database.db);
    const rows = await database.db.selectFrom('users').select(['email', 'email_verified_at']).execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.email_verified_at, row.email).toBe(createdAt);
  });
});
