// The quotation list at scale (issue 9): 100,000 quotations of 3 lines for one user, seeded straight into
// the database, then, with 50 connections, the list's first page for six months and a search that
// matches about one quotation in ten, each measured against a bare Fastify route answering the same 50
// rows from the same database (bench/support/bare-list-server.ts). Prints requests per second and p99
// latency of both and their ratio; fails when the product serves less than half the bare route's
// throughput or its p99 is more than twice the bare route's. Runs on SQLite, and on PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a server whose role may create databases.
//
//   npx tsx bench/document-list.bench.ts [--documents 100000] [--seconds 10] [--connections 50]
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database';
import { trustedOwnerId } from '../apps/server/src/db/owner';
import { seedClients, seedQuotations } from '../apps/server/test/seed-documents';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? undefined : Number(process.argv[index + 1]);
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

const DOCUMENTS = option('documents', 100_000);
const SECONDS = option('seconds', 10);
const CONNECTIONS = option('connections', 50);
const CLIENTS = 1000;
/** One client in ten has this word in its business name, so a search for it matches one row in ten. */
const COMMON_WORD = 'Plumbing';

const today = new Date().toISOString().slice(0, 10);
const sixMonthsAgo = (() => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - 6);
  return date.toISOString().slice(0, 10);
})();
const fiveYearsAgo = `${Number(today.slice(0, 4)) - 5}${today.slice(4)}`;

interface Measured {
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string): Promise<void> {
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

async function post(base: string, pathname: string, body: object, token?: string) {
  const res = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

function load(options: autocannon.Options): Promise<Measured> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => {
      if (error) reject(error);
      else
        resolve({
          requestsPerSecond: result.requests.average,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx + result.timeouts,
        });
    });
  });
}

async function measure(options: autocannon.Options): Promise<Measured> {
  await load({ ...options, duration: 2 }); // warm-up: caches, JIT, connection pools
  return load({ ...options, duration: SECONDS });
}

async function benchDialect(label: string, storage: { dataDir: string; databaseUrl?: string }) {
  const appPort = 3900 + Math.floor(Math.random() * 50);
  const barePort = appPort + 50;
  const env: Record<string, string> = {
    DATA_DIR: storage.dataDir,
    DATABASE_URL: storage.databaseUrl ?? '',
    RATE_LIMIT_PER_IP: '1000000',
  };
  const children: ChildProcess[] = [];
  const handle = openDatabase(storage);
  try {
    const app = start('apps/server/src/server.ts', {
      ...env,
      PORT: String(appPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${appPort}`,
    });
    children.push(app);
    const base = `http://127.0.0.1:${appPort}`;
    await waitFor(`${base}/healthz`);

    const email = `bench.${randomBytes(4).toString('hex')}@example.com`;
    const password = 'bench password 1';
    await post(base, '/api/v3/register_user', {
      fullname: 'Bench Owner',
      email,
      password,
      country: 826,
      currency: 826,
    });
    const token = String((await post(base, '/api/v3/login', { email, password })).api_token);
    const user = await handle.db
      .selectFrom('users')
      .select('id')
      .where('email_lower', '=', email)
      .executeTakeFirstOrThrow();
    const owner = trustedOwnerId(Number(user.id));

    const seeded = Date.now();
    const clients = await seedClients(handle.db, owner, CLIENTS, (index) =>
      index % 10 === 0 ? `North ${COMMON_WORD} ${index}` : `Harbour Joinery ${index}`,
    );
    await seedQuotations(handle.db, owner, {
      count: DOCUMENTS,
      clientIds: clients.map((client) => client.id),
      from: fiveYearsAgo,
      to: today,
    });
    await sql.raw(handle.dialect === 'postgres' ? 'vacuum analyze' : 'analyze').execute(handle.db);
    console.log(
      `${label}: seeded ${DOCUMENTS.toLocaleString('en')} quotations of 3 lines and ${CLIENTS} clients ` +
        `in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
    );

    const bare = start('bench/support/bare-list-server.ts', {
      ...env,
      PORT: String(barePort),
      OWNER: String(owner),
    });
    children.push(bare);
    const bareBase = `http://127.0.0.1:${barePort}`;
    await waitFor(`${bareBase}/bare/list?from=${today}&to=${today}`);

    const scenarios = [
      {
        name: `list, six months (${sixMonthsAgo} to ${today}), first page`,
        body: { start_date: sixMonthsAgo, end_date: today, page: 1, limit: 50 },
        bareUrl: `${bareBase}/bare/list?from=${sixMonthsAgo}&to=${today}`,
      },
      {
        name: `search '${COMMON_WORD.toLowerCase()}' (one row in ten), first page`,
        body: { search_field: COMMON_WORD.toLowerCase(), page: 1, limit: 50 },
        bareUrl: `${bareBase}/bare/search?q=${COMMON_WORD.toLowerCase()}`,
      },
    ];
    let missed = 0;
    for (const scenario of scenarios) {
      const answer = await post(base, '/api/v3/get_quotation_list_by_user', scenario.body, token);
      const rows = answer.response as Array<{ id: number }>;
      const bareRows = (await (await fetch(scenario.bareUrl)).json()) as Array<{ id: number }>;
      const same =
        rows.length === 50 &&
        rows.map((row) => row.id).join() === bareRows.map((row) => Number(row.id)).join();
      if (!same)
        throw new Error(
          `${label}: the product and the bare route answer different rows for ${scenario.name}`,
        );
      const total = (answer.pagination as { total: number }).total;

      const ours = await measure({
        url: `${base}/api/v3/get_quotation_list_by_user`,
        method: 'POST',
        connections: CONNECTIONS,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(scenario.body),
      });
      const theirs = await measure({ url: scenario.bareUrl, connections: CONNECTIONS });
      const ratio = ours.requestsPerSecond / theirs.requestsPerSecond;
      const ok = ratio >= 0.5 && ours.p99 <= 2 * theirs.p99 && ours.errors === 0;
      if (!ok) missed += 1;
      console.log(
        `${label}: ${scenario.name} (${total.toLocaleString('en')} matching)\n` +
          `  product ${ours.requestsPerSecond.toFixed(0)} req/s, p99 ${ours.p99} ms${ours.errors ? `, ${ours.errors} errors` : ''}\n` +
          `  bare    ${theirs.requestsPerSecond.toFixed(0)} req/s, p99 ${theirs.p99} ms\n` +
          `  ratio ${ratio.toFixed(2)} (target >= 0.5), p99 ${(ours.p99 / Math.max(1, theirs.p99)).toFixed(2)}x ` +
          `(target <= 2x): ${ok ? 'ok' : 'MISSED'}`,
      );
    }
    return missed;
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await handle.destroy();
  }
}

async function main() {
  let missed = 0;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-bench-'));
  try {
    missed += await benchDialect('SQLite', { dataDir });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server to run it)');
  } else {
    const name = `tradebook_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-bench-'));
    try {
      missed += await benchDialect('PostgreSQL', { dataDir: pgDataDir, databaseUrl: url.toString() });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      fs.rmSync(pgDataDir, { recursive: true, force: true });
    }
  }
  if (missed > 0) {
    console.error(`document-list: ${missed} scenario(s) missed the target`);
    process.exit(1);
  }
}

await main();
