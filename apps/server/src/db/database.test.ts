// The database connection survives what happens to a PostgreSQL server in production: connections
// ended from the server side (a restart, an administrator) are replaced, not fatal.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '../../test/test-database';
import { openDatabase } from './database';

let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.drop();
});

describe.runIf(testDialect === 'postgres')('PostgreSQL connections', () => {
  it('replaces an idle connection the server ended, instead of ending the process', async () => {
    database = await createTestDatabase();
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    const name = (await sql<{ name: string }>`select current_database() as name`.execute(database.db)).rows[0]
      ?.name;
    url.pathname = `/${name}`;
    const broken: Error[] = [];
    const handle = openDatabase({
      databaseUrl: url.toString(),
      dataDir: database.dataDir,
      onIdleError: (error) => broken.push(error),
    });
    try {
      // Two idle connections in the pool...
      await Promise.all([sql`select pg_sleep(0.05)`.execute(handle.db), sql`select 1`.execute(handle.db)]);
      // ...ended by the server, as a restart or pg_terminate_backend would.
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and application_name = '' and state = 'idle'`.execute(database.db);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(broken.length).toBeGreaterThan(0);
      const { rows } = await sql<{ answer: number }>`select 42 as answer`.execute(handle.db);
      expect(Number(rows[0]?.answer)).toBe(42);
    } finally {
      await handle.destroy();
    }
  });
});
