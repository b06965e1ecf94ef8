// The database part of a backup (docs/decisions/0335). SQLite: SQLite's online backup of the live file
// (better-sqlite3's db.backup()), a consistent copy taken while the app goes on writing. PostgreSQL:
// pg_dump's custom format (one snapshot; pg_restore reads it back), with pg_dump and pg_restore found on
// PATH or in /usr/lib/postgresql/<version>/bin (the newest). The password goes to the tools through
// PGPASSWORD, never on a command line.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite from 'better-sqlite3';
import { SQLITE_FILE_NAME, type Dialect } from '../db/database';
import { makePrivateDirSync } from '../private-paths';

export interface DatabaseLocation {
  dialect: Dialect;
  dataDir: string;
  databaseUrl: string | undefined;
}

export class DumpError extends Error {}

/** The archive's name of the database entry. */
export function dumpEntryName(dialect: Dialect): string {
  return dialect === 'sqlite' ? 'database.sqlite' : 'database.pgdump';
}

export function sqliteFileOf(dataDir: string): string {
  return path.join(dataDir, SQLITE_FILE_NAME);
}

/** Writes a consistent copy of the database to `file`. */
export async function dumpDatabase(location: DatabaseLocation, file: string): Promise<void> {
  if (location.dialect === 'sqlite') {
    const source = new BetterSqlite(sqliteFileOf(location.dataDir), { readonly: true, fileMustExist: true });
    try {
      // Every page in one step: pages written by another connection between steps would restart the
      // copy, so under steady writes a stepped copy might never end. One step holds this connection for
      // the copy's time (milliseconds for a sole trader's database) and sees one consistent state.
      await source.backup(file, { progress: ({ remainingPages }) => Math.max(remainingPages, 1) });
    } finally {
      source.close();
    }
    fs.chmodSync(file, 0o600);
    return;
  }
  await runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--file=${file}`], location);
}

/** Checks a dump without restoring it: SQLite's integrity check and its migration; pg_restore's list. */
export async function checkDump(dialect: Dialect, file: string): Promise<{ migration: string | undefined }> {
  if (dialect === 'sqlite') {
    let database: BetterSqlite.Database | undefined;
    try {
      database = new BetterSqlite(file, { readonly: true, fileMustExist: true });
      const result = database.pragma('integrity_check', { simple: true });
      if (result !== 'ok')
        throw new DumpError(`the database copy fails SQLite's integrity check: ${String(result)}`);
      const row = database.prepare('select max(name) as name from kysely_migration').get() as
        { name: string | null } | undefined;
      return { migration: row?.name ?? undefined };
    } catch (error) {
      if (error instanceof DumpError) throw error;
      throw new DumpError(`the database copy cannot be read: ${(error as Error).message}`);
    } finally {
      database?.close();
    }
  }
  const listing = await runPgTool('pg_restore', ['--list', file], undefined);
  if (!/TABLE DATA \S+ kysely_migration\b/.test(listing))
    throw new DumpError('the database dump holds no migrations table: it is not a Tradebook database');
  // Which migration a custom-format dump is at shows only once it is restored.
  return { migration: undefined };
}

/** Puts the dump into the empty target: SQLite's file in place, or pg_restore into the database. */
export async function restoreDump(location: DatabaseLocation, file: string): Promise<void> {
  if (location.dialect === 'sqlite') {
    makePrivateDirSync(location.dataDir);
    const target = sqliteFileOf(location.dataDir);
    for (const suffix of ['-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true });
    fs.copyFileSync(file, `${target}.restoring`);
    fs.chmodSync(`${target}.restoring`, 0o600);
    fs.renameSync(`${target}.restoring`, target);
    return;
  }
  await runPgTool(
    'pg_restore',
    ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', file],
    location,
  );
}

/** pg_dump or pg_restore: on PATH, else the newest /usr/lib/postgresql/<version>/bin. */
export function findPgTool(name: 'pg_dump' | 'pg_restore'): string {
  for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
    if (folder && isExecutable(path.join(folder, name))) return path.join(folder, name);
  }
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((version) => /^\d+(\.\d+)?$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const tool = path.join(root, version, 'bin', name);
    if (isExecutable(tool)) return tool;
  }
  throw new DumpError(
    `${name} was not found on PATH or in /usr/lib/postgresql/*/bin: install PostgreSQL's client tools`,
  );
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Runs the tool (against the database when a location is given) and answers its standard output. */
function runPgTool(
  name: 'pg_dump' | 'pg_restore',
  args: string[],
  location: DatabaseLocation | undefined,
): Promise<string> {
  const tool = findPgTool(name);
  const env: NodeJS.ProcessEnv = { ...process.env };
  const connection: string[] = [];
  if (location?.databaseUrl) {
    const url = new URL(location.databaseUrl);
    if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
    connection.push(`--dbname=${url.toString()}`);
  }
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...connection, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => reject(new DumpError(`${name} could not start: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) return resolve(Buffer.concat(out).toString('utf8'));
      const firstLine = Buffer.concat(err).toString('utf8').trim().split('\n')[0] ?? '';
      reject(new DumpError(`${name} failed (exit ${code}): ${firstLine}`));
    });
  });
}
