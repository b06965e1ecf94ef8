// Each test file gets a database of its own: a copy of a migrated SQLite file in a temporary folder,
// or, when TEST_DATABASE_URL points at a PostgreSQL server, a freshly created PostgreSQL database dropped
// after (a copy of a template migrated once per set of migrations).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, SQLITE_FILE_NAME, type DatabaseHandle } from '../src/db/database';
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
    // A migrated database is a copy of this process's template file, as on PostgreSQL: migrating took
    // about half a second of CPU for each of the suite's hundreds of databases.
    if (migrate) fs.copyFileSync(await sqliteTemplate(), path.join(dataDir, SQLITE_FILE_NAME));
    const handle = openDatabase({ dataDir });
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
  // A migrated database is a copy of the run's template (migrated once): copying is about three times
  // faster than migrating each of the suite's hundreds of databases.
  const template = migrate ? ` template ${await migratedTemplate(adminUrl)}` : '';
  await adminQuery(adminUrl, `create database ${name}${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), dataDir });
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

let sqliteTemplateFile: Promise<string> | undefined;

/** A SQLite file migrated to the latest schema, made once per process and removed when it exits. Closed
 * before it is copied, so its write-ahead log is folded into the file and a copy is whole. */
function sqliteTemplate(): Promise<string> {
  sqliteTemplateFile ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-template-'));
    process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    const handle = openDatabase({ dataDir: dir });
    await migrateToLatest(handle.db);
    await handle.destroy();
    return path.join(dir, SQLITE_FILE_NAME);
  })();
  return sqliteTemplateFile;
}

const MIGRATIONS_DIR = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));
/** Serialises template building across the suite's worker processes (pg_advisory_lock's key). */
const TEMPLATE_LOCK_KEY = 7_316_452;
let template: Promise<string> | undefined;

/** The name of a database migrated to the latest schema, built once for these migrations (its name holds
 * a hash of their files, so a changed migration gets a new template) and kept for later runs. */
function migratedTemplate(adminUrl: string): Promise<string> {
  template ??= buildTemplate(adminUrl);
  return template;
}

async function buildTemplate(adminUrl: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  const name = `tradebook_template_${hash.digest('hex').slice(0, 16)}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      // Built under another name and renamed when whole, so no worker copies a half-migrated template.
      const building = `${name}_building`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const handle = openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
      try {
        await migrateToLatest(handle.db);
      } finally {
        await handle.destroy();
      }
      await client.query(`alter database ${building} rename to ${name}`);
    }
    return name;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    await client.end();
  }
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

/** A second handle, with its own connection pool, on the same database: another app process in a test
 * (a restart, or two processes sharing one PostgreSQL database). Dropping it only closes the handle. */
export function openSameDatabase(database: TestDatabase): TestDatabase {
  const handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  return {
    ...handle,
    dataDir: database.dataDir,
    ...(database.databaseUrl ? { databaseUrl: database.databaseUrl } : {}),
    drop: () => handle.destroy(),
  };
}
