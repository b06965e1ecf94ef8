// Measuring tools of the expense benchmarks: load with autocannon against the product and a bare route in
// alternating rounds (as bench/document-list.bench.ts does), a process's resident memory, and the memory
// an export holds in this process while it is written.
import fs from 'node:fs';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import autocannon from 'autocannon';

export interface Measured {
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

export function load(options: autocannon.Options): Promise<Measured> {
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The product and the bare route in turn, `rounds` times each (this 2-core machine is shared: the load
 * of other work drifts over a minute), after a warm-up of both; the medians of the rounds. */
export async function measurePair(
  product: autocannon.Options,
  bare: autocannon.Options,
  { seconds, rounds }: { seconds: number; rounds: number },
): Promise<{ ours: Measured; theirs: Measured }> {
  await load({ ...product, duration: 2 }); // warm-up: caches, JIT, connection pools
  await load({ ...bare, duration: 2 });
  const ours: Measured[] = [];
  const theirs: Measured[] = [];
  for (let round = 0; round < rounds; round += 1) {
    ours.push(await load({ ...product, duration: seconds / rounds }));
    theirs.push(await load({ ...bare, duration: seconds / rounds }));
  }
  const summary = (runs: Measured[]): Measured => ({
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p99: median(runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  });
  return { ours: summary(ours), theirs: summary(theirs) };
}

const MB = 1024 * 1024;

/** Resident memory of a process in MB, now and at its peak since the last reset (Linux). */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** A server's V8 heap in MB, as its GET /metrics reports it (prom-client's default metrics): the bytes in
 * use and the bytes the heap holds, live or not yet collected. */
export async function heapOf(base: string, metricsToken: string): Promise<{ used: number; total: number }> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  const text = await res.text();
  const bytes = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? NaN);
  return {
    used: bytes('nodejs_heap_size_used_bytes') / MB,
    total: bytes('nodejs_heap_size_total_bytes') / MB,
  };
}

/** Starts the peak (VmHWM) of a process afresh. */
export function resetPeak(pid: number): void {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/**
 * The most memory `open()`'s stream holds in this process while it is read to the end, in MB: the V8
 * heap and the buffers outside it (file bytes live in Buffers, which heapUsed does not count), after a
 * full garbage collection, sampled every `every` chunks. Needs node --expose-gc (npm run bench has it).
 */
export async function heldWhileReading(
  open: () => Promise<Readable> | Readable,
  every = 50,
): Promise<number> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc (npm run bench does)');
  const used = () => {
    const memory = process.memoryUsage();
    return memory.heapUsed + memory.arrayBuffers;
  };
  gc();
  const base = used();
  let held = 0;
  let chunks = 0;
  await pipeline(
    await open(),
    new Writable({
      write(_chunk, _encoding, done) {
        chunks += 1;
        if (chunks % every === 0) {
          gc();
          held = Math.max(held, used() - base);
        }
        done();
      },
    }),
  );
  return held / MB;
}
