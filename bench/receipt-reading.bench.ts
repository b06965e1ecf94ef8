// Reading receipts (issue 27): receipts rendered from known data (apps/server/test/receipt-images.ts) are
// sent to expense/read_receipt one at a time, then four at once while /healthz is asked every 25 ms, one
// request at a time. Prints the reading time per receipt (median, p95) and /healthz's p99 meanwhile;
// fails when the median is over 3 s or the p99 over 200 ms. SQLite, and PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a server.
//
//   node --import tsx bench/receipt-reading.bench.ts [--receipts 10]
import { performance } from 'node:perf_hooks';
import { makeReceipts, renderReceipt } from '../apps/server/test/receipt-images';
import { eachDatabase, option, startApp, type Storage } from './support/bench-app';

const RECEIPTS = option('receipts', 10);
const AT_ONCE = 4;
const PROBE_EVERY_MS = 25;
const TARGET_MEDIAN_MS = 3_000;
const TARGET_P99_MS = 200;

process.env.RATE_LIMIT_PER_USER = '1000000';

const photos = await Promise.all(makeReceipts(RECEIPTS, 3030).map((made) => renderReceipt(made)));

async function readOne(base: string, token: string, photo: Buffer): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'receipt.jpg');
  const started = performance.now();
  const res = await fetch(`${base}/api/v3/expense/read_receipt`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`expense/read_receipt answered ${res.status}`);
  return performance.now() - started;
}

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
  try {
    // Warm-up: both reading threads and their OCR engines start.
    await Promise.all(photos.slice(0, 2).map((photo) => readOne(app.base, app.token, photo)));
    const one: number[] = [];
    for (const photo of photos) one.push(await readOne(app.base, app.token, photo));

    const started = performance.now();
    const batch = Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        readOne(app.base, app.token, photos[i % photos.length] as Buffer),
      ),
    );
    const [health, times] = await Promise.all([probe(`${app.base}/healthz`, batch), batch]);
    const seconds = (performance.now() - started) / 1000;
    const median = percentile(one, 0.5);
    const p99 = percentile(health, 0.99);
    const ok = median <= TARGET_MEDIAN_MS && p99 <= TARGET_P99_MS;
    if (!ok) missed += 1;
    console.log(
      `${storage.label}: ${RECEIPTS} receipts read one at a time: median ${median.toFixed(0)} ms, ` +
        `p95 ${percentile(one, 0.95).toFixed(0)} ms (target median <= ${TARGET_MEDIAN_MS} ms)\n` +
        `  ${AT_ONCE} at once: all read in ${seconds.toFixed(1)} s (each ${times.map((t) => t.toFixed(0)).join(', ')} ms); ` +
        `/healthz p99 ${p99.toFixed(0)} ms, median ${percentile(health, 0.5).toFixed(0)} ms, ` +
        `longest ${Math.max(...health).toFixed(0)} ms (${health.length} requests; target p99 <= ${TARGET_P99_MS} ms): ` +
        `${ok ? 'ok' : 'MISSED'}`,
    );
  } finally {
    await app.stop();
  }
}

await eachDatabase(benchDatabase);
if (missed > 0) {
  console.error(`receipt-reading: ${missed} database(s) missed a target`);
  process.exit(1);
}
