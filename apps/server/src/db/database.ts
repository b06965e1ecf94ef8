// The Kysely instance over SQLite (default, file under DATA_DIR) or PostgreSQL (DATABASE_URL).
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { makePrivateDirSync, PRIVATE_FILE_MODE, tightenSync } from '../private-paths';
import { GroupCommitSqliteDialect, trackGroupCommits } from './group-commit';
import { withPreparedStatements } from './prepared-statements';
import { SqliteReadPin } from './sqlite-read-pin';
import { withStatementCache } from './sqlite-statements';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  destroy(): Promise<void>;
}

export const SQLITE_FILE_NAME = 'tradebook.sqlite';

const INT8_OID = 20;

export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Told when an idle PostgreSQL connection breaks (it is replaced); the server logs it. */
  onIdleError?: (error: Error) => void;
}): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onIdleError);
  return openSqlite(path.join(options.dataDir, SQLITE_FILE_NAME));
}

function openSqlite(file: string): DatabaseHandle {
  makePrivateDirSync(path.dirname(file));
  // SQLite creates the file 0644 (less the umask) and gives its -wal and -shm files the mode of the
  // database file: made 0600 first, all three stay private. Files of an older start are narrowed too.
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
  for (const suffix of ['', '-wal', '-shm']) tightenSync(`${file}${suffix}`, PRIVATE_FILE_MODE);
  const database = new BetterSqlite(file);
  database.pragma('journal_mode = WAL');
  // FULL: an answered write survives a power cut, not only a process crash (docs/reference/api.md).
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // Deleted and overwritten content is zeroed, not left in the file's free space: a blanked e-mail body or
  // a removed row is gone from the file once checkpointed (docs/decisions/0329, secrets at rest).
  database.pragma('secure_delete = ON');
  // The journal of each request's SAVEPOINT in a shared COMMIT (below) in memory: past 64 KiB SQLite
  // otherwise spills it to a temporary file, and a create's ~30 pages did, every time
  // (docs/decisions/0436-sqlite-keeps-its-temporary-journals-in-memory.md).
  database.pragma('temp_store = MEMORY');
  // Transactions that follow one another while requests wait share one COMMIT (docs/decisions/0385);
  // reads outside them share a read lock held by a second connection (docs/decisions/0439).
  const dialect = new GroupCommitSqliteDialect(
    database,
    withStatementCache(database),
    new SqliteReadPin(file),
  );
  const db = new Kysely<Database>({ dialect });
  trackGroupCommits(db, dialect);
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

function openPostgres(connectionString: string, onIdleError?: (error: Error) => void): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // BIGINT (ids, money in cents, counts) arrives as text by default; every value we keep is far below
    // 2^53, so it is read as a number here rather than in each mapper.
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // A connection that breaks while idle (PostgreSQL restarted, an administrator ended it) is dropped by
  // the pool, which opens another when next needed; without a listener its error would end the process.
  pool.on('error', (error) => onIdleError?.(error));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }) });
  pools.set(db, pool);
  return { db, dialect: 'postgres', destroy: () => db.destroy() };
}

/** The connection pool of each PostgreSQL database opened here, for /metrics (metrics/metrics.ts). */
const pools = new WeakMap<Kysely<Database>, pg.Pool>();

export interface PoolStats {
  /** Connections open, of them idle, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
}

/** The pool's use on PostgreSQL; undefined on SQLite (one connection, queries take turns in-process). */
export function databasePoolStats(db: Kysely<Database>): PoolStats | undefined {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/** True when the database answers a trivial query. */
export async function pingDatabase(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
