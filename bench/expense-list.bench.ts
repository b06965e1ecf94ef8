// Expenses at scale (issue 11): 100,000 expenses of one owner over five years, the newest 1,000 with a
// receipt each, seeded straight into the database, then
//  1. the query plans of the list's page, its totals (sumExpenses) and its search: each must read an
//     index of migration 20261127T0900-expenses.ts (or the search's trigram index), never the table;
//  2. with 50 connections, a filtered first page (six months and one category) with its totals, and a
//     search that matches about one expense in ten, each against a bare Fastify route answering the same
//     10 rows from the same database (bench/support/bare-expense-server.ts), in alternating rounds.
//     Prints requests per second and p99 latency of both (medians of the rounds) and their ratio; misses
//     when the product serves less than half the bare route's throughput or its p99 is more than twice;
//  3. the exports, downloaded from the product's own process: the spreadsheet of the newest 10,000
//     expenses and the ZIP of the 1,000 receipts (time to the last byte, size, the server's peak resident
//     memory above what it held before), then the memory the spreadsheet of 10,000 and of all 100,000
//     rows and the ZIP hold while written in this process (heap and buffers after full collections):
//     misses when all 100,000 rows hold more than twice the 10,000 (plus 8 MB), or the ZIP takes 60 s.
// Runs on SQLite, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server whose
// role may create databases.
//
//   node --expose-gc --import tsx bench/expense-list.bench.ts [--expenses 100000] [--seconds 15]
//     [--connections 50] [--receipts 1000] [--rows 10000]
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pino from 'pino';
import sharp from 'sharp';
import { ExpenseExportSchema } from '@tradebook/domain/expenses/list-expenses.schemas';
import { createAppContext } from '../apps/server/src/app-context';
import { loadConfig } from '../apps/server/src/config';
import { createDiskFileStore } from '../apps/server/src/files/file-store';
import { expenseSpreadsheet, expenseZip } from '../apps/server/src/features/expenses/expense-exports';
import { seedExpenses, seedReceipts, spreadDay } from '../apps/server/test/seed-expenses';
import {
  eachDatabase,
  fiveYearsAgo,
  option,
  postJson,
  startApp,
  startProcess,
  stopProcess,
  today,
  waitFor,
  type BenchApp,
  type Storage,
} from './support/bench-app';
import { checkExpensePlans } from './support/expense-plans';
import { heldWhileReading, measurePair, memoryOf, resetPeak } from './support/measure';

const EXPENSES = option('expenses', 100_000);
const SECONDS = option('seconds', 15);
const ROUNDS = 3;
const CONNECTIONS = option('connections', 50);
const RECEIPTS = option('receipts', 1000);
const SHEET_ROWS = option('rows', 10_000);
const ZIP_BUDGET_SECONDS = 60;
const SLACK_MB = 8;
/** One vendor in ten has this word in its name, so a search for it matches one expense in ten. */
const COMMON_WORD = 'Plumbing';
const CATEGORY = 7;
const MB = 1024 * 1024;

const sixMonthsAgo = (() => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - 6);
  return date.toISOString().slice(0, 10);
})();

let missed = 0;

/** A receipt as the server keeps one: a JPEG of at most 1024 px, here about 100 KB of detail. */
async function receiptJpeg(): Promise<Buffer> {
  const [width, height] = [1024, 768];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = ((i * 7919) ^ (i >> 9)) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 60 })
    .toBuffer();
}

async function seed(app: BenchApp, storage: Storage): Promise<number> {
  const started = Date.now();
  const ids = await seedExpenses(app.handle.db, app.owner, EXPENSES, (index) => ({
    expense_date: spreadDay(fiveYearsAgo, today, index, EXPENSES),
    vendor: index % 10 === 0 ? `North ${COMMON_WORD} ${index}` : `Harbour Joinery ${index}`,
    currency_id: index % 8 === 0 ? 978 : 826,
    notes: index % 3 === 0 ? `Job ${(index * 2654435761) % 1_000_003} materials` : '',
  }));
  const files = createDiskFileStore(storage.dataDir);
  await seedReceipts({ db: app.handle.db, files }, app.owner, ids.slice(-RECEIPTS), await receiptJpeg());
  if (app.handle.dialect === 'postgres') await sql`vacuum analyze`.execute(app.handle.db);
  return (Date.now() - started) / 1000;
}

/** 2. The list under load, against the bare route. */
async function measureList(app: BenchApp, label: string): Promise<void> {
  const barePort = app.port + 50;
  const bare = startProcess('bench/support/bare-expense-server.ts', {
    ...app.env,
    PORT: String(barePort),
    OWNER: String(app.owner),
  });
  try {
    const bareBase = `http://127.0.0.1:${barePort}`;
    await waitFor(`${bareBase}/bare/expenses/search?q=x`);
    const scenarios = [
      {
        name: `six months (${sixMonthsAgo} to ${today}) of category ${CATEGORY}, first page with totals`,
        body: { from: sixMonthsAgo, to: today, category_id: CATEGORY, page: 1 },
        bareUrl: `${bareBase}/bare/expenses/filtered?from=${sixMonthsAgo}&to=${today}&category=${CATEGORY}`,
      },
      {
        name: `search '${COMMON_WORD.toLowerCase()}' (one expense in ten), first page with totals`,
        body: { search_text: COMMON_WORD.toLowerCase(), page: 1 },
        bareUrl: `${bareBase}/bare/expenses/search?q=${COMMON_WORD.toLowerCase()}`,
      },
    ];
    for (const scenario of scenarios) {
      const answer = await postJson(
        app.base,
        '/api/v3/pagination/get_expense_list',
        scenario.body,
        app.token,
      );
      const page = answer.response as { data: Array<{ id: number }>; totals: Array<{ count: number }> };
      const bareRows = (await (await fetch(scenario.bareUrl)).json()) as Array<{ id: number }>;
      const same =
        page.data.length === 10 &&
        page.data.map((row) => row.id).join() === bareRows.map((row) => Number(row.id)).join();
      if (!same)
        throw new Error(
          `${label}: the product and the bare route answer different rows for ${scenario.name}`,
        );
      const total = (answer.pagination as { total: number }).total;

      const { ours, theirs } = await measurePair(
        {
          url: `${app.base}/api/v3/pagination/get_expense_list`,
          method: 'POST',
          connections: CONNECTIONS,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${app.token}` },
          body: JSON.stringify(scenario.body),
        },
        { url: scenario.bareUrl, connections: CONNECTIONS },
        { seconds: SECONDS, rounds: ROUNDS },
      );
      const ratio = ours.requestsPerSecond / theirs.requestsPerSecond;
      const ok = ratio >= 0.5 && ours.p99 <= 2 * theirs.p99 && ours.errors === 0;
      if (!ok) missed += 1;
      console.log(
        `${label}: ${scenario.name} (${total.toLocaleString('en')} matching, ${page.totals.length} currencies)\n` +
          `  product ${ours.requestsPerSecond.toFixed(0)} req/s, p99 ${ours.p99} ms${ours.errors ? `, ${ours.errors} errors` : ''}\n` +
          `  bare    ${theirs.requestsPerSecond.toFixed(0)} req/s, p99 ${theirs.p99} ms\n` +
          `  ratio ${ratio.toFixed(2)} (target >= 0.5), p99 ${(ours.p99 / Math.max(1, theirs.p99)).toFixed(2)}x ` +
          `(target <= 2x): ${ok ? 'ok' : 'MISSED'}`,
      );
    }
  } finally {
    await stopProcess(bare);
  }
}

/** The day from which the newest `count` expenses are dated. */
async function newestSince(app: BenchApp, count: number): Promise<string> {
  const row = await app.handle.db
    .selectFrom('expenses')
    .select('expense_date')
    .where('user_id', '=', app.owner)
    .orderBy('expense_date', 'desc')
    .orderBy('id', 'desc')
    .offset(count - 1)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.expense_date;
}

/** 3a. An export through the product's own process and HTTP: time, size and the server's extra peak. */
async function download(app: BenchApp, call: string, filters: object) {
  const pid = app.process.pid as number;
  let url = `${app.base}/api/v3/${call}`;
  let init: RequestInit = {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${app.token}` },
    body: JSON.stringify(filters),
  };
  if (call === 'create_zip') {
    url = String((await postJson(app.base, '/api/v3/create_zip', filters, app.token)).response);
    init = {};
  }
  await new Promise((resolve) => setTimeout(resolve, 500)); // let the server settle
  const before = memoryOf(pid).rss;
  resetPeak(pid);
  const started = performance.now();
  const res = await fetch(url, init);
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  return {
    status: res.status,
    seconds: (performance.now() - started) / 1000,
    megabytes: bytes / MB,
    extra: memoryOf(pid).peak - before,
  };
}

async function measureExports(app: BenchApp, storage: Storage, label: string): Promise<void> {
  const report = (name: string, result: Awaited<ReturnType<typeof download>>) =>
    console.log(
      `  ${name.padEnd(34)} ${result.seconds.toFixed(1).padStart(6)} s, ${result.megabytes.toFixed(1).padStart(6)} MB, ` +
        `server peak +${result.extra.toFixed(0)} MB (HTTP ${result.status})`,
    );
  console.log(`${label}: exports through the product's process`);
  const sheetSince = await newestSince(app, SHEET_ROWS);
  const sheetFilters = { start_date: sheetSince, end_date: today };
  const sheet = await download(app, 'export_expense', sheetFilters);
  report(`XLSX, newest ${SHEET_ROWS.toLocaleString('en')} rows`, sheet);
  if (sheet.status !== 200) missed += 1;
  const zipFilters = { start_date: await newestSince(app, RECEIPTS), end_date: today };
  const zip = await download(app, 'create_zip', zipFilters);
  report(`ZIP of ${RECEIPTS.toLocaleString('en')} receipts`, zip);
  if (zip.status !== 200 || zip.seconds >= ZIP_BUDGET_SECONDS) {
    console.error(`  ZIP: failed or over the budget of ${ZIP_BUDGET_SECONDS} s`);
    missed += 1;
  }

  console.log(`${label}: memory an export holds while it is written (heap and buffers after full GCs)`);
  const ctx = createAppContext({
    db: app.handle.db,
    dialect: app.handle.dialect,
    config: loadConfig({ DATA_DIR: storage.dataDir, PUBLIC_URL: app.base }),
    logger: pino({ level: 'silent' }),
  });
  const sheetOf = (filters: object) => () =>
    expenseSpreadsheet(ctx, app.owner, ExpenseExportSchema.parse(filters));
  const fewHeld = await heldWhileReading(sheetOf(sheetFilters));
  const allHeld = await heldWhileReading(sheetOf({}));
  const flat = allHeld <= 2 * fewHeld + SLACK_MB;
  if (!flat) missed += 1;
  console.log(
    `  XLSX  ${SHEET_ROWS.toLocaleString('en')} rows ${fewHeld.toFixed(1)} MB, all ${EXPENSES.toLocaleString('en')} rows ` +
      `${allHeld.toFixed(1)} MB: ${flat ? 'flat' : 'GROWS WITH THE ROWS'}`,
  );
  const zipHeld = await heldWhileReading(() =>
    expenseZip(ctx, app.owner, ExpenseExportSchema.parse(zipFilters)),
  );
  console.log(`  ZIP   ${RECEIPTS.toLocaleString('en')} receipts ${zipHeld.toFixed(1)} MB`);
}

async function benchDatabase(storage: Storage): Promise<void> {
  const app = await startApp(storage);
  try {
    const seconds = await seed(app, storage);
    console.log(
      `${storage.label}: seeded ${EXPENSES.toLocaleString('en')} expenses and ${RECEIPTS.toLocaleString('en')} receipts in ${seconds.toFixed(1)} s`,
    );
    missed += await checkExpensePlans(app, storage.label, {
      from: sixMonthsAgo,
      to: today,
      categoryId: CATEGORY,
      word: COMMON_WORD.toLowerCase(),
    });
    await measureList(app, storage.label);
    await measureExports(app, storage, storage.label);
  } finally {
    await app.stop();
  }
}

await eachDatabase(benchDatabase);
if (missed > 0) {
  console.error(`expense-list: ${missed} check(s) missed the target`);
  process.exit(1);
}
