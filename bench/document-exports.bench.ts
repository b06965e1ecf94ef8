// Exports at scale (issue 9): with 100,000 quotations of 3 lines seeded straight into the database,
//  1. each export downloaded through its link from the product running in its own process: the CSV and
//     the spreadsheet of one year and of every quotation, and the ZIP of 1,000 quotation PDFs. Prints the
//     time to the last byte, the file size, and the server's peak resident memory above what it held
//     before (which also counts garbage V8 has not collected yet);
//  2. the same exports made by the engine in this process, the memory they hold (the heap after a full
//     garbage collection, sampled as the file is written): flat, whatever the number of rows.
// Fails when the ZIP takes 60 s or more, or when an export of every quotation holds more than twice the
// memory of the one-year export (plus 8 MB of slack).
//
//   node --expose-gc --import tsx bench/document-exports.bench.ts [--documents 100000] [--pdfs 1000]
import fs from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { createAppContext } from '../apps/server/src/app-context';
import { loadConfig } from '../apps/server/src/config';
import { openDocumentExport } from '../apps/server/src/features/documents/document-exports';
import { quotationKind } from '../apps/server/src/features/quotations/quotation-kind';
import {
  eachDatabase,
  option,
  postJson,
  seedYears,
  startApp,
  today,
  type BenchApp,
  type Storage,
} from './support/bench-app';

const DOCUMENTS = option('documents', 100_000);
const PDFS = option('pdfs', 1000);
const ZIP_BUDGET_SECONDS = 60;
const SLACK_MB = 8;

const oneYearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
const MB = 1024 * 1024;

/** Resident memory of a process in MB, now and at its peak since the last reset (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

let failed = 0;

/** 1. Through the product's own process and HTTP. */
async function download(app: BenchApp, call: string, filters: object) {
  const pid = app.process.pid as number;
  const link = ((await postJson(app.base, `/api/v3/${call}`, filters, app.token)).response as string[])[0];
  await new Promise((resolve) => setTimeout(resolve, 500)); // let the server settle
  const before = memoryOf(pid).rss;
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); // starts the peak (VmHWM) afresh
  const started = performance.now();
  const res = await fetch(link as string);
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  return {
    status: res.status,
    seconds: (performance.now() - started) / 1000,
    megabytes: bytes / MB,
    extra: memoryOf(pid).peak - before,
  };
}

/** 2. The engine in this process: the heap it holds while writing, after full collections. */
async function heldWhileExporting(app: BenchApp, storage: Storage, filename: string, filters: object) {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc (npm run bench does)');
  const ctx = createAppContext({
    db: app.handle.db,
    dialect: app.handle.dialect,
    config: loadConfig({ DATA_DIR: storage.dataDir, PUBLIC_URL: app.base }),
    logger: pino({ level: 'silent' }),
  });
  gc();
  const base = process.memoryUsage().heapUsed;
  let held = 0;
  let chunks = 0;
  const file = await openDocumentExport(ctx, app.owner, quotationKind, { filename, filters });
  await pipeline(
    file.stream,
    new Writable({
      write(_chunk, _encoding, done) {
        chunks += 1;
        if (chunks % 200 === 0) {
          gc();
          held = Math.max(held, process.memoryUsage().heapUsed - base);
        }
        done();
      },
    }),
  );
  return held / MB;
}

async function benchDatabase(storage: Storage): Promise<void> {
  const app = await startApp(storage);
  try {
    const seconds = await seedYears(app, { count: DOCUMENTS, clients: 1000, commonWord: 'Plumbing' });
    console.log(
      `${storage.label}: seeded ${DOCUMENTS.toLocaleString('en')} quotations in ${seconds.toFixed(1)} s`,
    );
    const report = (name: string, result: Awaited<ReturnType<typeof download>>) =>
      console.log(
        `  ${name.padEnd(34)} ${result.seconds.toFixed(1).padStart(6)} s, ${result.megabytes.toFixed(1).padStart(6)} MB, ` +
          `server peak +${result.extra.toFixed(0)} MB (HTTP ${result.status})`,
      );
    const year = { start_date: oneYearAgo, end_date: today };
    for (const [format, call] of [
      ['CSV', 'quotation_export_by_userId'],
      ['XLSX', 'quotation_export_xlsx_by_userId'],
    ] as const) {
      report(
        `${format}, one year (~${Math.round(DOCUMENTS / 5).toLocaleString('en')} rows)`,
        await download(app, call, year),
      );
      const all = await download(app, call, {});
      report(`${format}, all ${DOCUMENTS.toLocaleString('en')} rows`, all);
      if (all.status !== 200) failed += 1;
    }

    // The first day from which at most PDFS of the newest quotations are dated (a ZIP holds 1,000 at
    // most): the day after the one of the next older quotation.
    const older = await app.handle.db
      .selectFrom('documents')
      .select('document_date')
      .where('user_id', '=', app.owner)
      .orderBy('document_date', 'desc')
      .orderBy('id', 'desc')
      .offset(PDFS)
      .limit(1)
      .executeTakeFirstOrThrow();
    const since = {
      document_date: new Date(Date.parse(`${older.document_date}T00:00:00Z`) + 86_400_000)
        .toISOString()
        .slice(0, 10),
    };
    const listed = await postJson(
      app.base,
      '/api/v3/get_quotation_list_by_user',
      { start_date: since.document_date, limit: 1 },
      app.token,
    );
    const count = (listed.pagination as { total: number }).total;
    const zip = await download(app, 'quotation_export_zip_by_userId', { start_date: since.document_date });
    report(`ZIP of ${count.toLocaleString('en')} PDFs`, zip);
    if (zip.status !== 200 || zip.seconds >= ZIP_BUDGET_SECONDS) {
      console.error(`  ZIP: over the budget of ${ZIP_BUDGET_SECONDS} s`);
      failed += 1;
    }

    console.log(`${storage.label}: memory an export holds while it is written (heap after full GCs)`);
    const range = `-${oneYearAgo}-to-${today}`;
    const filtersOf = (from: string | null) => ({
      search_field: '',
      start_date: from,
      end_date: from ? today : null,
      category: 'all',
      order: 'desc',
    });
    for (const format of ['csv', 'xlsx'] as const) {
      const yearHeld = await heldWhileExporting(
        app,
        storage,
        `quotations${range}.${format}`,
        filtersOf(oneYearAgo),
      );
      const allHeld = await heldWhileExporting(app, storage, `quotations.${format}`, filtersOf(null));
      const flat = allHeld <= 2 * yearHeld + SLACK_MB;
      if (!flat) failed += 1;
      console.log(
        `  ${format.toUpperCase().padEnd(5)} one year ${yearHeld.toFixed(1)} MB, all ${DOCUMENTS.toLocaleString('en')} rows ` +
          `${allHeld.toFixed(1)} MB: ${flat ? 'flat' : 'GROWS WITH THE ROWS'}`,
      );
    }
    const zipHeld = await heldWhileExporting(app, storage, `quotations-${since.document_date}-to-today.zip`, {
      ...filtersOf(since.document_date),
      end_date: null,
    });
    console.log(`  ZIP   ${count.toLocaleString('en')} PDFs ${zipHeld.toFixed(1)} MB`);
  } finally {
    await app.stop();
  }
}

await eachDatabase(benchDatabase);
if (failed > 0) process.exit(1);
