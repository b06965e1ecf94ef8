// The period pack at scale (issue 26, docs/decisions/0384-period-pack-memory.md): with DOCUMENTS issued
// invoices and credit notes of the last year (drafts besides) and RECEIPTS expenses with a receipt each,
// seeded straight into the database, the pack of a tenth of the period and the pack of the whole period
// are downloaded through their links from the product running in its own process. Prints the time to
// the last byte, the ZIP's size and file count, and the server's peak resident memory (VmHWM) against
// its memory just before (the baseline). Fails when a pack does not answer 200, or when the whole pack's
// peak above the baseline is more than twice the tenth's plus SLACK_MB: memory stays flat whatever the
// number of documents.
//
//   node --expose-gc --import tsx bench/period-pack.bench.ts [--documents 10000] [--receipts 1000]
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import sharp from 'sharp';
import { createAppContext } from '../apps/server/src/app-context';
import { loadConfig } from '../apps/server/src/config';
import { seedClients } from '../apps/server/test/catalogue-seed';
import { seedCreditNotes, seedInvoices } from '../apps/server/test/seed-documents';
import { seedExpenses, seedReceipts, spreadDay } from '../apps/server/test/seed-expenses';
import {
  eachDatabase,
  option,
  postJson,
  startApp,
  today,
  type BenchApp,
  type Storage,
} from './support/bench-app';

const DOCUMENTS = option('documents', 10_000);
const RECEIPTS = option('receipts', 1000);
const SLACK_MB = 48;
const MB = 1024 * 1024;
const DAY = 86_400_000;
const daysBefore = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10);
const yearStart = daysBefore(360);

/** Resident memory of a process in MB, now and at its peak since the last reset (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** The ZIP's files: its local headers, counted as the web's progress bar counts them. */
function headersIn(chunk: Uint8Array, carry: number[]): number {
  let count = 0;
  const bytes = [...carry, ...chunk.subarray(0, 3)];
  for (let at = 0; at + 3 < bytes.length; at += 1) {
    if (bytes[at] === 0x50 && bytes[at + 1] === 0x4b && bytes[at + 2] === 3 && bytes[at + 3] === 4)
      count += 1;
  }
  for (let at = 0; at + 3 < chunk.length; at += 1) {
    if (chunk[at] === 0x50 && chunk[at + 1] === 0x4b && chunk[at + 2] === 3 && chunk[at + 3] === 4)
      count += 1;
  }
  carry.splice(0, carry.length, ...chunk.subarray(Math.max(0, chunk.length - 3)));
  return count;
}

async function downloadPack(app: BenchApp, from: string) {
  const pid = app.process.pid as number;
  const answer = await postJson(app.base, '/api/v3/period_pack', { from, to: today }, app.token);
  const pack = answer.response as { url: string; files: number; invoices: number; credit_notes: number };
  if (!pack?.url) throw new Error(`period_pack answered ${JSON.stringify(answer)}`);
  await new Promise((resolve) => setTimeout(resolve, 500)); // let the server settle
  const baseline = memoryOf(pid).rss;
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); // starts the peak (VmHWM) afresh
  const started = performance.now();
  const res = await fetch(pack.url);
  let bytes = 0;
  let files = 0;
  const carry: number[] = [];
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    files += headersIn(chunk, carry);
  }
  const peak = memoryOf(pid).peak;
  return {
    status: res.status,
    documents: pack.invoices + pack.credit_notes,
    announced: pack.files,
    files,
    seconds: (performance.now() - started) / 1000,
    megabytes: bytes / MB,
    baseline,
    peak,
    extra: peak - baseline,
  };
}

async function seed(app: BenchApp, storage: Storage): Promise<void> {
  const clientIds = await seedClients(app.handle.db, app.owner, 200, (index) => ({
    business_name: `Harbour Joinery ${index}`,
  }));
  const range = { clientIds, from: yearStart, to: today };
  // Of every ten seeded invoices six are issued (one void), four drafts (not in the pack).
  const invoices = Math.round((DOCUMENTS * 0.8) / 0.6);
  await seedInvoices(app.handle.db, app.owner, { ...range, count: invoices });
  await seedCreditNotes(app.handle.db, app.owner, {
    ...range,
    count: DOCUMENTS - Math.round(invoices * 0.6),
  });
  const ctx = createAppContext({
    db: app.handle.db,
    dialect: app.handle.dialect,
    config: loadConfig({ DATA_DIR: storage.dataDir, PUBLIC_URL: app.base }),
    logger: pino({ level: 'silent' }),
  });
  const ids = await seedExpenses(app.handle.db, app.owner, RECEIPTS, (index) => ({
    expense_date: spreadDay(yearStart, today, index, RECEIPTS),
  }));
  const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#d9c7a3' } })
    .jpeg()
    .toBuffer();
  await seedReceipts(ctx, app.owner, ids, jpeg);
}

let failed = 0;

async function benchDatabase(storage: Storage): Promise<void> {
  const app = await startApp(storage, { RATE_LIMIT_PER_USER: '1000' });
  try {
    const seeding = performance.now();
    await seed(app, storage);
    console.log(
      `${storage.label}: seeded ~${DOCUMENTS.toLocaleString('en')} issued documents and ` +
        `${RECEIPTS.toLocaleString('en')} receipts in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const report = (name: string, result: Awaited<ReturnType<typeof downloadPack>>) =>
      console.log(
        `  ${name.padEnd(22)} ${result.documents.toLocaleString('en').padStart(6)} documents, ` +
          `${result.files}/${result.announced} files, ${result.seconds.toFixed(1)} s, ${result.megabytes.toFixed(1)} MB; ` +
          `RSS baseline ${result.baseline.toFixed(0)} MB, peak ${result.peak.toFixed(0)} MB ` +
          `(+${result.extra.toFixed(0)} MB) (HTTP ${result.status})`,
      );
    const tenth = await downloadPack(app, daysBefore(36));
    report('a tenth of the period', tenth);
    const whole = await downloadPack(app, yearStart);
    report('the whole period', whole);
    const flat = whole.extra <= 2 * Math.max(tenth.extra, 0) + SLACK_MB;
    console.log(`  memory: ${flat ? 'flat' : 'GROWS WITH THE DOCUMENTS'}`);
    if (!flat || tenth.status !== 200 || whole.status !== 200) failed += 1;
  } finally {
    await app.stop();
  }
}

await eachDatabase(benchDatabase);
if (failed > 0) process.exit(1);
