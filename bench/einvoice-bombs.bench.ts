// Hostile supplier files beside light work (issue 23): one owner uploads, all at once, 5 PDFs that each
// carry four doubly deflated embedded files of 1 GiB (a few kilobytes each) and 5 UBL files of 700,000
// elements (4.9 MB each) to expense/read_einvoice, while /healthz is asked every 25 ms, one request at a
// time, until every upload is answered. Prints /healthz's p99 and longest answer and how long the
// uploads took; fails when /healthz takes more than 200 ms at p99 or an upload is not refused with 413.
// Before files were read in threads with caps, one such PDF held /healthz for 31 s. SQLite, and
// PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server.
//
//   node --import tsx bench/einvoice-bombs.bench.ts [--bombs 5] [--large-xml 5]
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { bombPdf, manyElementsUbl } from '../apps/server/test/hostile-einvoices';
import { eachDatabase, option, root, startApp, type Storage } from './support/bench-app';

const BOMBS = option('bombs', 5);
const LARGE_XML = option('large-xml', 5);
const PROBE_EVERY_MS = 25;
const TARGET_P99_MS = 200;

// One owner reads more files here than a person would in a minute.
process.env.RATE_LIMIT_PER_USER = '1000000';

interface Upload {
  name: string;
  type: string;
  data: Buffer;
}

async function upload(base: string, token: string, file: Upload): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([file.data], { type: file.type }), file.name);
  const res = await fetch(`${base}/api/v3/expense/read_einvoice`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await res.arrayBuffer();
  return res.status;
}

/** Asks for `url` every PROBE_EVERY_MS, one request at a time, until `until` settles; the latencies. */
async function probe(url: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await fetch(url);
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

const bomb: Upload = { name: 'invoice.pdf', type: 'application/pdf', data: await bombPdf() };
const largeXml: Upload = { name: 'invoice.xml', type: 'application/xml', data: manyElementsUbl(700_000) };
const sample: Upload = {
  name: 'invoice.xml',
  type: 'application/xml',
  data: fs.readFileSync(`${root}/apps/server/test/einvoice-samples/ubl-tc434-example1.xml`),
};

let missed = 0;

async function benchDatabase(storage: Storage): Promise<void> {
  const app = await startApp(storage);
  try {
    // Warm-up: the light call, and a reading thread started by a real e-invoice.
    for (let i = 0; i < 20; i += 1) await fetch(`${app.base}/healthz`).then((res) => res.arrayBuffer());
    const warm = await upload(app.base, app.token, sample);
    if (warm !== 200) throw new Error(`the sample e-invoice answered ${warm}`);

    const started = performance.now();
    const files = [...Array<Upload>(BOMBS).fill(bomb), ...Array<Upload>(LARGE_XML).fill(largeXml)];
    const uploads = Promise.all(files.map((file) => upload(app.base, app.token, file))).then((statuses) => ({
      statuses,
      seconds: (performance.now() - started) / 1000,
    }));
    const [health, work] = await Promise.all([probe(`${app.base}/healthz`, uploads), uploads]);

    const refused = work.statuses.every((status) => status === 413);
    const p99 = percentile(health, 0.99);
    const ok = refused && p99 <= TARGET_P99_MS;
    if (!ok) missed += 1;
    console.log(
      `${storage.label}: ${BOMBS} PDFs of 4 x 1 GiB (${bomb.data.length} bytes each) and ${LARGE_XML} UBL ` +
        `files of 700,000 elements (${(largeXml.data.length / 1e6).toFixed(1)} MB each) read at once, ` +
        `answered in ${work.seconds.toFixed(1)} s (${refused ? 'every one 413' : `STATUSES ${work.statuses.join(' ')}`})\n` +
        `  /healthz p99 ${p99.toFixed(0)} ms, median ${percentile(health, 0.5).toFixed(0)} ms, ` +
        `longest ${Math.max(...health).toFixed(0)} ms (${health.length} requests); ` +
        `target p99 <= ${TARGET_P99_MS} ms: ${ok ? 'ok' : 'MISSED'}`,
    );
  } finally {
    await app.stop();
  }
}

await eachDatabase(benchDatabase);
if (missed > 0) {
  console.error(`einvoice-bombs: ${missed} database(s) missed the target`);
  process.exit(1);
}
