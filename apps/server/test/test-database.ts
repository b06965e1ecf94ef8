// Each test file gets a database of its own: a fresh SQLite file in a temporary folder, or, when
// TEST_DATABASE_URL points at a PostgreSQL server, a freshly created PostgreSQL database dropped after.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

export interface TestDatabase extends DatabaseHandle {
  dataDir: string;
  /** The PostgreSQL database's URL (for a process of its own, such as the admin tool); unset on SQLite. */
  databaseUrl?: string;
  drop(): Promise<void>;
}

export const testDialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/** A fresh database, migrated to the latest schema unless `migrate` is false. */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = openDatabase({ dataDir });
    if (migrate) await migrateToLatest(handle.db);
    return {
      ...handle,
      dataDir,
      drop: async () => {
        await handle.destroy();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  const name = `tradebook_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), dataDir });
  if (migrate) await migrateToLatest(handle.db);
  return {
    ...handle,
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      await handle.destroy();
      await dropDatabase(adminUrl, name);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Drops a test database; once more after a pause if a background worker still held it. */
async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  try {
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
