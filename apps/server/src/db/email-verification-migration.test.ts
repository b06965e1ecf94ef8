// The migration that brought in confirming the account's e-mail (20261205T1000-email-verification.ts,
// ADR 0327): every account that existed before it counts as confirmed, from its own creation.
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { migrationBefore, insertOldUser } from '../../test/migration-steps';
import { migrateTo, migrateToLatest } from './migrate';

const MIGRATION = '20261205T1000-email-verification';

let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.drop();
});

describe('migration 20261205T1000-email-verification', () => {
  it('marks every existing user confirmed', async () => {
    database = await createTestDatabase({ migrate: false });
    await migrateTo(database.db, migrationBefore(MIGRATION));
    // The users table as it stood before the migration, reached untyped as a migration reaches it.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const old = database.db as unknown as Kysely<any>;
    const createdAt = '2026-10-01T09:00:00.000Z';
    for (const email of ['old.one@example.com', 'old.two@example.com']) {
      await insertOldUser(old, email, createdAt);
    }
    await migrateToLatest(database.db);
    const rows = await database.db.selectFrom('users').select(['email', 'email_verified_at']).execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.email_verified_at, row.email).toBe(createdAt);
  });
});
