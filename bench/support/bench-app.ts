// What the API benchmarks share: the product started as `npm start` starts it (its own process, its own
// data folder or PostgreSQL database), a signed-in owner, and the owner's years of records seeded
// straight into the database.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../../scripts/server-flags.mjs';
import { buildServer, serverDir } from '../../scripts/build-server.mjs';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/database';
import { seedClients } from '../../apps/server/test/catalogue-seed';
import { seedInvoices, seedQuotations } from '../../apps/server/test/seed-documents';
import { trustedOwnerId, type OwnerId } from '../../apps/server/src/db/owner';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const today = new Date().toISOString().slice(0, 10);
export const fiveYearsAgo = `${Number(today.slice(0, 4)) - 5}${today.slice(4)}`;

export function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? undefined : Number(process.argv[index + 1]);
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

export interface Storage {
  label: 'SQLite' | 'PostgreSQL';
  dataDir: string;
  databaseUrl?: string;
}

/** Runs `run` on a fresh SQLite folder, then on a fresh PostgreSQL database when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names a server; cleans both up. */
export async function eachDatabase(run: (storage: Storage) => Promise<void>): Promise<void> {
  // BENCH_DATABASES=postgres (or sqlite): only that one.
  const only = process.env.BENCH_DATABASES;
  if (only !== 'postgres') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-bench-'));
    try {
      await run({ label: 'SQLite', dataDir });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (only === 'sqlite') return;
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server to run it)');
    return;
  }
  const name = `tradebook_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-bench-'));
  try {
    await run({ label: 'PostgreSQL', dataDir: pgDataDir, databaseUrl: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(pgDataDir, { recursive: true, force: true });
  }
}

let built: Promise<string> | undefined;

/** The product's server.js, built once for this benchmark run into a folder of its own beside
 * apps/server/dist (removed at exit), so the product runs as `npm start` runs it: compiled, with no
 * TypeScript loader (its thread and memory) and whatever else edits or builds dist meanwhile. */
export function productEntry(): Promise<string> {
  built ??= (async () => {
    const outdir = path.join(serverDir, `dist-bench-${process.pid}`);
    process.once('exit', () => fs.rmSync(outdir, { recursive: true, force: true }));
    if ((await buildServer({ outdir })) !== 0) throw new Error('the server did not build');
    return path.join(outdir, 'server.js');
  })();
  return built;
}

/** A server of the benchmark (the product, or the bare route it is measured against), run as `npm start`
 * runs the product; a TypeScript file is loaded with tsx. `flags`: more of Node's (--cpu-prof). */
export function startProcess(
  script: string,
  env: Record<string, string>,
  flags: string[] = [],
): ChildProcess {
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, ...flags, ...loader, script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Stops a server of the benchmark and waits until it has gone (before its database is dropped). */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

export async function postJson(base: string, pathname: string, body: object, token?: string) {
  const res = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

export interface BenchApp {
  base: string;
  port: number;
  token: string;
  owner: OwnerId;
  process: ChildProcess;
  handle: DatabaseHandle;
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** The product on its own port over `storage`, with one signed-in owner; `settings` are more of its
 * environment (KEPT_LIST_ANSWERS=false). */
export async function startApp(storage: Storage, settings: Record<string, string> = {}): Promise<BenchApp> {
  const port = 3900 + Math.floor(Math.random() * 50);
  const env: Record<string, string> = {
    DATA_DIR: storage.dataDir,
    DATABASE_URL: storage.databaseUrl ?? '',
    RATE_LIMIT_PER_IP: '1000000',
    ...settings,
  };
  const child = startProcess(await productEntry(), {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`);
  const handle = openDatabase(storage);
  const email = `bench.${randomBytes(4).toString('hex')}@example.com`;
  const password = 'bench password 1';
  await postJson(base, '/api/v3/register_user', {
    fullname: 'Bench Owner',
    email,
    password,
    country: 826,
    currency: 826,
  });
  const token = String((await postJson(base, '/api/v3/login', { email, password })).api_token);
  const profile = await fetch(`${base}/api/v3/get_profile`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const owner = trustedOwnerId(((await profile.json()) as { response: { id: number } }).response.id);
  return {
    base,
    port,
    token,
    owner,
    process: child,
    handle,
    env,
    stop: async () => {
      await stopProcess(child);
      await handle.destroy();
    },
  };
}

/** `count` quotations of 3 lines over five years for `clients` clients, one client in ten with
 * `commonWord` in its business name, and as many invoices in every state when `invoices` is set. PostgreSQL's statistics are brought up to date after, as autovacuum
 * would; SQLite is left as the product leaves it, without ANALYZE (its STAT4 statistics make SQLite
 * compile a statement again at every bind, ~25 µs to 100 µs each, and the product never gathers them). */
export async function seedYears(
  app: BenchApp,
  options: { count: number; clients: number; commonWord: string; invoices?: boolean },
): Promise<number> {
  const started = Date.now();
  const clientIds = await seedClients(app.handle.db, app.owner, options.clients, (index) => ({
    business_name: index % 10 === 0 ? `North ${options.commonWord} ${index}` : `Harbour Joinery ${index}`,
  }));
  await seedQuotations(app.handle.db, app.owner, {
    count: options.count,
    clientIds,
    from: fiveYearsAgo,
    to: today,
  });
  if (options.invoices) {
    await seedInvoices(app.handle.db, app.owner, {
      count: options.count,
      clientIds,
      from: fiveYearsAgo,
      to: today,
    });
  }
  if (app.handle.dialect === 'postgres') await sql`vacuum analyze`.execute(app.handle.db);
  return (Date.now() - started) / 1000;
}

/**
 * Brings a database just bulk-seeded to the state years of use would leave it in, before it is measured.
 * PostgreSQL: statistics up to date, as autovacuum would, and the seeded rows written out (CHECKPOINT).
 * SQLite: each full-text index merged into one
 * segment (FTS5's `optimize`) and the write-ahead log copied into the database file. A bulk load flushes
 * a few large segments, and FTS5 merges segments a fixed amount of work at a time on every later write:
 * measured right after seeding, each create carried part of a merge years of single writes would have
 * finished long ago (docs/decisions/0433-the-bench-measures-a-settled-database.md).
 */
export async function settleAfterSeeding(handle: DatabaseHandle): Promise<void> {
  if (handle.dialect === 'postgres') {
    await sql`vacuum analyze`.execute(handle.db);
    // The seeding's writes to disk now, as SQLite's checkpoint below does: left to PostgreSQL, its
    // checkpoint of them ran through the first minutes of measuring (its final sync of ~700 files
    // halved the small calls' rate where it fell). CHECKPOINT needs the pg_checkpoint role
    // (scripts/ci-postgres.sh grants it to the suite's role); without it the run says so and goes on.
    try {
      await sql`checkpoint`.execute(handle.db);
    } catch (error) {
      if ((error as { code?: string }).code !== '42501') throw error;
      console.log('PostgreSQL: no CHECKPOINT after seeding (the role lacks pg_checkpoint)');
    }
    return;
  }
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and sql like 'create virtual table % using fts5%'
  `.execute(handle.db);
  for (const { name } of rows) {
    await sql`insert into ${sql.table(name)} (${sql.ref(name)}) values ('optimize')`.execute(handle.db);
  }
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(handle.db);
}
