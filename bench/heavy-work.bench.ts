// Heavy work beside light work (issue 13): one owner's 1,000 quotations of 3 lines and 10 of 500 lines,
// seeded; then, all at once, 5 ZIP exports of 200 PDFs each and the 10 PDFs of 500 lines are downloaded
// from the product while /healthz and the quotation list's first page (50 rows) are each asked for every
// 25 ms, one request at a time, until the heavy work is done. Beside them, a bare Fastify route in its own
// process (bench/support/bare-list-server.ts) answers the same 50 rows from the same database: the same
// machine under the same load, without the product's event loop. Prints the p99 and the longest answer of
// each, the ratio of the list's p99 to the bare route's, and how long the heavy work took; fails when
// /healthz or the list page take more than 200 ms at p99, or any heavy download fails. Before PDFs moved
// to worker threads, five ZIPs at once froze /healthz for 44 s. SQLite, and PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a server.
//
//   node --import tsx bench/heavy-work.bench.ts [--zips 5] [--pdfs-per-zip 200] [--long-pdfs 10]
import { performance } from 'node:perf_hooks';
import { unzipSync } from 'fflate';
import { seedClients } from '../apps/server/test/catalogue-seed';
import { seedQuotations } from '../apps/server/test/seed-documents';
import {
  eachDatabase,
  option,
  postJson,
  startApp,
  startProcess,
  stopProcess,
  waitFor,
  type BenchApp,
  type Storage,
} from './support/bench-app';

const ZIPS = option('zips', 5);
const PER_ZIP = option('pdfs-per-zip', 200);
const LONG_PDFS = option('long-pdfs', 10);
const LONG_LINES = 500;
const PROBE_EVERY_MS = 25;
const TARGET_P99_MS = 200;
/** The seeded quotations are dated one a day from here, so each ZIP's date range holds PER_ZIP of them. */
const FIRST_DAY = '2021-01-01';

// One owner asks for more PDFs and exports here than a person would in a minute.
process.env.RATE_LIMIT_PER_USER = '1000000';

const dayAfter = (days: number) =>
  new Date(Date.parse(`${FIRST_DAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function seed(app: BenchApp): Promise<string[]> {
  const clientIds = await seedClients(app.handle.db, app.owner, 10);
  const count = ZIPS * PER_ZIP;
  await seedQuotations(app.handle.db, app.owner, {
    count,
    clientIds,
    from: FIRST_DAY,
    to: dayAfter(count - 1),
  });
  // The long ones through the API, numbered after the seeded ones.
  const links: string[] = [];
  for (let index = 0; index < LONG_PDFS; index += 1) {
    const answer = await postJson(
      app.base,
      '/api/v3/create_quotation',
      {
        quotation_date: dayAfter(count + index),
        client_id: clientIds[0],
        validity_term: 28,
        currency_id: 826,
        quotation_items: Array.from({ length: LONG_LINES }, (_, line) => ({
          name: `Line ${line + 1} copper pipe and fittings`,
          description: line % 3 === 0 ? 'Supply and fit to the boiler, including valves.' : '',
          quantity: 1 + (line % 4),
          unit_price: 12.5 + line,
        })),
      },
      app.token,
    );
    const link = (answer.response as { pdfLink?: string } | undefined)?.pdfLink;
    if (!link) throw new Error(`create_quotation failed: ${JSON.stringify(answer).slice(0, 300)}`);
    links.push(link);
  }
  return links;
}

async function fetchAll(url: string): Promise<{ status: number; body: Buffer }> {
  const res = await fetch(url);
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
}

/** Asks for `url` every PROBE_EVERY_MS, one request at a time, until `until` settles; the latencies. */
async function probe(url: string, init: RequestInit, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await fetch(url, init);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  return times;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

let missed = 0;

async function benchDatabase(storage: Storage): Promise<void> {
  const app = await startApp(storage);
  let bare: ReturnType<typeof startProcess> | undefined;
  try {
    const longPdfs = await seed(app);
    const barePort = app.port + 50;
    bare = startProcess('bench/support/bare-list-server.ts', {
      ...app.env,
      PORT: String(barePort),
      OWNER: String(app.owner),
    });
    const bareUrl = `http://127.0.0.1:${barePort}/bare/list?from=2000-01-01&to=2100-12-31`;
    await waitFor(bareUrl);
    const listInit: RequestInit = {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${app.token}` },
      body: JSON.stringify({ page: 1, limit: 50 }),
    };
    const listUrl = `${app.base}/api/v3/get_quotation_list_by_user`;
    // Warm-up of the light calls and of a PDF thread.
    for (let i = 0; i < 20; i += 1) {
      await fetch(`${app.base}/healthz`).then((res) => res.arrayBuffer());
      await fetch(listUrl, listInit).then((res) => res.arrayBuffer());
      await fetch(bareUrl).then((res) => res.arrayBuffer());
    }
    const zipLinks: string[] = [];
    for (let zip = 0; zip < ZIPS; zip += 1) {
      const filters = {
        start_date: dayAfter(zip * PER_ZIP),
        end_date: dayAfter(zip * PER_ZIP + PER_ZIP - 1),
      };
      const answer = await postJson(app.base, '/api/v3/quotation_export_zip_by_userId', filters, app.token);
      zipLinks.push((answer.response as string[])[0] as string);
    }

    const started = performance.now();
    const heavy = Promise.all([...zipLinks.map(fetchAll), ...longPdfs.map(fetchAll)]).then((files) => {
      const seconds = (performance.now() - started) / 1000;
      return { files, seconds };
    });
    const [health, list, bareList, work] = await Promise.all([
      probe(`${app.base}/healthz`, {}, heavy),
      probe(listUrl, listInit, heavy),
      probe(bareUrl, {}, heavy),
      heavy,
    ]);

    const zips = work.files.slice(0, ZIPS);
    const pdfs = work.files.slice(ZIPS);
    const zipOk = zips.every(
      (file) => file.status === 200 && Object.keys(unzipSync(new Uint8Array(file.body))).length === PER_ZIP,
    );
    const pdfOk = pdfs.every(
      (file) => file.status === 200 && file.body.subarray(0, 5).toString() === '%PDF-',
    );
    const line = (name: string, times: number[]) =>
      `  ${name.padEnd(34)} p99 ${percentile(times, 0.99).toFixed(0).padStart(4)} ms, ` +
      `median ${percentile(times, 0.5).toFixed(0).padStart(3)} ms, longest ${Math.max(...times)
        .toFixed(0)
        .padStart(4)} ms ` +
      `(${times.length} requests)`;
    const healthP99 = percentile(health, 0.99);
    const listP99 = percentile(list, 0.99);
    const ok = zipOk && pdfOk && healthP99 <= TARGET_P99_MS && listP99 <= TARGET_P99_MS;
    if (!ok) missed += 1;
    console.log(
      `${storage.label}: ${ZIPS} ZIPs of ${PER_ZIP} PDFs and ${LONG_PDFS} PDFs of ${LONG_LINES} lines at once, ` +
        `done in ${work.seconds.toFixed(1)} s (${zipOk && pdfOk ? 'every file complete' : 'A FILE FAILED'})\n` +
        `${line('/healthz', health)}\n` +
        `${line('quotation list, first page of 50', list)}\n` +
        `${line('bare route, the same 50 rows', bareList)}\n` +
        `  list p99 / bare p99 ${(listP99 / Math.max(1, percentile(bareList, 0.99))).toFixed(2)}; ` +
        `target p99 <= ${TARGET_P99_MS} ms for /healthz and the list: ${ok ? 'ok' : 'MISSED'}`,
    );
  } finally {
    if (bare) await stopProcess(bare);
    await app.stop();
  }
}

await eachDatabase(benchDatabase);
if (missed > 0) {
  console.error(`heavy-work: ${missed} database(s) missed the target`);
  process.exit(1);
}
