// Measuring tools of the expense benchmarks: load with autocannon against the product and a bare route in
// alternating rounds (as bench/document-list.bench.ts does), a process's resident memory, and the memory
// an export holds in this process while it is written.
import fs from 'node:fs';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import autocannon from 'autocannon';

export interface Measured {
  requestsPerSecond: number;
  /** In ms, over the answers after every connection has had its first one (see `load`). */
  p99: number;
  /** In ms, over every answer of the run, as autocannon reports it. */
  p99WithRampUp: number;
  errors: number;
}

/** The value below which `fraction` of `values` fall (nearest rank), to 0.1 ms; undefined for none. */
function percentile(values: number[], fraction: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
  return Math.round(value * 10) / 10;
}

/**
 * One run of autocannon. Its p99 is taken once every connection has had its first answer: autocannon
 * opens its connections afresh for each run, and a busy Node server (the product and the bare route
 * alike, and a plain http server burning 1.8 ms a request) takes them from the kernel's queue about one
 * per turn of its event loop, so a run's first answers wait for the server to get round to their
 * connection (two seconds for 50 connections at 550 requests a second) and, in a run of the slower
 * calls, make its p99 a measure of that ramp rather than of the requests' work. A browser keeps its
 * connections open; the p99 with the ramp is kept beside it.
 */
export function load(options: autocannon.Options): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const connections = options.connections ?? 10;
    const answered = new Set<unknown>();
    const steady: number[] = [];
    const instance = autocannon(options, (error, result) => {
      if (error) reject(error);
      else
        resolve({
          requestsPerSecond: result.requests.average,
          p99: percentile(steady, 0.99) ?? result.latency.p99,
          p99WithRampUp: result.latency.p99,
          errors: result.errors + result.non2xx + result.timeouts,
        });
    });
    instance.on('response', (client: unknown, _status: number, _bytes: number, responseTime: number) => {
      if (answered.size < connections) answered.add(client);
      else steady.push(responseTime);
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
    p99WithRampUp: median(runs.map((run) => run.p99WithRampUp)),
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
