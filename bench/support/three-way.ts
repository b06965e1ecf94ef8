// What bench/every-request.bench.ts measures with: the product with its kept answers on and off and a
// bare route, loaded in alternating rounds, each request made afresh from a counter.
import type { ChildProcess } from 'node:child_process';
import type autocannon from 'autocannon';
import { postJson, type BenchApp } from './bench-app';
import { load, type Measured } from './measure';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export interface Servers {
  on: BenchApp;
  off: { base: string; process: ChildProcess };
  bare: string;
}

/** The product, kept on, kept off and the bare route, `rounds` times each after a warm-up; medians. */
export async function measureThree(
  servers: Servers,
  product: (base: string) => autocannon.Options,
  bare: autocannon.Options,
  { seconds, rounds }: { seconds: number; rounds: number },
): Promise<{ on: Measured; off: Measured; bare: Measured }> {
  const runs = { on: [] as Measured[], off: [] as Measured[], bare: [] as Measured[] };
  const options = { on: product(servers.on.base), off: product(servers.off.base), bare };
  for (const which of ['on', 'off', 'bare'] as const) await load({ ...options[which], duration: 1 });
  for (let round = 0; round < rounds; round += 1) {
    for (const which of ['on', 'off', 'bare'] as const) {
      runs[which].push(await load({ ...options[which], duration: seconds / rounds }));
    }
  }
  const summary = (measured: Measured[]): Measured => ({
    requestsPerSecond: median(measured.map((run) => run.requestsPerSecond)),
    p99: median(measured.map((run) => run.p99)),
    p99WithRampUp: median(measured.map((run) => run.p99WithRampUp)),
    errors: measured.reduce((sum, run) => sum + run.errors, 0),
  });
  return { on: summary(runs.on), off: summary(runs.off), bare: summary(runs.bare) };
}

/** Prints the figures against their target; answers whether the product with kept answers off met it. */
export function report(
  label: string,
  name: string,
  figures: { on: Measured; off: Measured; bare: Measured },
  target: { ratio: number; p99?: number },
): boolean {
  let met = true;
  const lines = [`${label}: ${name}`];
  for (const which of ['on', 'off'] as const) {
    const ours = figures[which];
    const ratio = ours.requestsPerSecond / figures.bare.requestsPerSecond;
    const p99 = ours.p99 / Math.max(1, figures.bare.p99);
    const ok = ratio >= target.ratio && (target.p99 === undefined || p99 <= target.p99) && ours.errors === 0;
    if (which === 'off') met = ok;
    lines.push(
      `  kept ${which.padEnd(3)} ${ours.requestsPerSecond.toFixed(0).padStart(6)} req/s, p99 ${ours.p99} ms ` +
        `(${ours.p99WithRampUp} with the ramp-up)` +
        `${ours.errors ? `, ${ours.errors} errors` : ''}: ratio ${ratio.toFixed(2)} (>= ${target.ratio})` +
        (target.p99 === undefined ? '' : `, p99 ${p99.toFixed(2)}x (<= ${target.p99}x)`) +
        ` ${ok ? 'ok' : which === 'off' ? 'MISSED' : 'below'}`,
    );
  }
  lines.push(
    `  bare     ${figures.bare.requestsPerSecond.toFixed(0).padStart(6)} req/s, p99 ${figures.bare.p99} ms ` +
      `(${figures.bare.p99WithRampUp} with the ramp-up)`,
  );
  console.log(lines.join('\n'));
  return met;
}

/** A request whose body (or path) is made afresh each time from a counter. */
function varied(make: (n: number) => { body?: object; path?: string }): autocannon.Options['requests'] {
  let n = 0;
  return [
    {
      setupRequest: (request) => {
        const made = make(n++);
        return {
          ...request,
          ...(made.body && { body: JSON.stringify(made.body) }),
          ...(made.path && { path: made.path }),
        };
      },
    },
  ];
}

export function productCall(
  token: string,
  call: string,
  make?: (n: number) => object,
  method = 'POST',
  connections = 50,
) {
  return (base: string): autocannon.Options => ({
    url: `${base}/api/v3/${call}`,
    method: method as 'POST',
    connections,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(make && { body: JSON.stringify(make(0)), requests: varied((n) => ({ body: make(n) })) }),
  });
}

export function bareCall(bare: string, make: (n: number) => string, connections = 50): autocannon.Options {
  return { url: `${bare}${make(0)}`, connections, requests: varied((n) => ({ path: make(n) })) };
}

/** Throws unless the product and the bare route answer the same rows, in the same order. */
export async function sameRows(
  servers: Servers,
  call: string,
  body: object,
  barePath: string,
  label: string,
) {
  const answer = await postJson(servers.on.base, `/api/v3/${call}`, body, servers.on.token);
  const rows = (answer.response as { data?: unknown[] } | unknown[]) ?? [];
  const list = (Array.isArray(rows) ? rows : (rows.data ?? [])) as Array<{ id: number }>;
  const bareAnswer = (await (await fetch(`${servers.bare}${barePath}`)).json()) as unknown;
  if (!Array.isArray(bareAnswer))
    throw new Error(`${label}: the bare route failed ${barePath}: ${JSON.stringify(bareAnswer)}`);
  const bareRows = bareAnswer as Array<{ id: number }>;
  const same = list.map((row) => Number(row.id)).join() === bareRows.map((row) => Number(row.id)).join();
  if (!same || list.length === 0)
    throw new Error(
      `${label}: the product and the bare route answer different rows for ${call} ${JSON.stringify(body)}`,
    );
}
