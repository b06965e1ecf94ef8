// The creates of the every-request bench (bench/every-request.bench.ts, issue 30): quotations, invoices
// with 3 lines and expenses, 16 at a time, each acknowledged once durable; on SQLite also how many
// transactions each COMMIT carried (group commit, docs/decisions/0385-sqlite-group-commit.md).
import fs from 'node:fs';
import { today } from './bench-app';
import { load } from './measure';
import type { Servers } from './three-way';

const CREATE_CONNECTIONS = 16;
const WARM_UP_SECONDS = 2;

function lines(prefix: 'quotation' | 'invoice') {
  return [
    { name: 'Copper pipe', description: '15 mm, per metre', quantity: 3, unit_price: 19.99, type: 'parts' },
    { name: 'Call-out', description: '', quantity: 1, unit_price: 12, type: 'service' },
    { name: `Labour (${prefix})`, description: 'per hour', quantity: 2.5, unit_price: 45, type: 'service' },
  ];
}

export const METRICS_TOKEN = 'every-request-bench-metrics';

/** SQLite's transactions and COMMITs so far (docs/decisions/0385), from the server's /metrics. */
async function groupCommitsOf(base: string): Promise<{ transactions: number; commits: number }> {
  const text = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const counted = (what: string) =>
    Number(new RegExp(`tradebook_sqlite_group_commits\\{counted="${what}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
  return { transactions: counted('transactions'), commits: counted('commits') };
}

/** The CPU time a process has used so far in ms (Linux: user and system clock ticks, 100 a second). */
function cpuMsOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Creates of quotations, invoices (3 lines each) and expenses, `CREATE_CONNECTIONS` at a time, kept
 * answers on and off; answers how many figures of the product without kept answers missed the target. */
export async function benchCreates(
  servers: Servers,
  label: string,
  clientId: number,
  seconds: number,
): Promise<number> {
  let missed = 0;
  const target = label === 'SQLite' ? 1000 : 600;
  const document = (kind: 'quotation' | 'invoice') => ({
    [`${kind}_date`]: today,
    client_id: clientId,
    validity_term: 14,
    currency_id: 826,
    discount_type: 'percent',
    discount_value: 10,
    vat_name: 'VAT',
    vat_percent: 20,
    notes: 'Work starts within five days of approval.',
    [`${kind}_items`]: lines(kind),
  });
  const creates = [
    { call: 'create_quotation', body: document('quotation') },
    { call: 'create_invoice', body: document('invoice') },
    {
      call: 'create_expense',
      body: {
        payment_type: 'Card',
        expense_date: today,
        category_id: 7,
        vendor: 'Corner Cafe',
        amount: 12.5,
        currency_id: 826,
      },
    },
  ];
  for (const { call, body } of creates) {
    const line = [`${label}: ${call}, ${CREATE_CONNECTIONS} at a time`];
    for (const which of ['on', 'off'] as const) {
      const base = which === 'on' ? servers.on.base : servers.off.base;
      const options = {
        url: `${base}/api/v3/${call}`,
        method: 'POST' as const,
        connections: CREATE_CONNECTIONS,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${servers.on.token}` },
        body: JSON.stringify(body),
      };
      // Warm-up, not counted: the first creates of a call compile its code (V8's optimising compiler
      // runs on the server's CPU too), which a server that has run for a while has done long ago.
      await load({ ...options, duration: WARM_UP_SECONDS });
      const before = which === 'off' && label === 'SQLite' ? await groupCommitsOf(base) : undefined;
      const pid = which === 'on' ? servers.on.process.pid : servers.off.process.pid;
      const cpuBefore = cpuMsOf(pid);
      const measured = await load({ ...options, duration: seconds });
      // The server's CPU per create: the rate's cost where other work on the machine shares its cores.
      const cpuPerCreate = (cpuMsOf(pid) - cpuBefore) / Math.max(1, measured.requestsPerSecond * seconds);
      const ok = measured.requestsPerSecond >= target && measured.errors === 0;
      if (which === 'off' && !ok) missed += 1;
      line.push(
        `  kept ${which.padEnd(3)} ${measured.requestsPerSecond.toFixed(0).padStart(6)} a second, p99 ${measured.p99} ms` +
          `${measured.errors ? `, ${measured.errors} errors` : ''}, ${cpuPerCreate.toFixed(2)} ms CPU each` +
          ` (>= ${target}) ${ok ? 'ok' : which === 'off' ? 'MISSED' : 'below'}`,
      );
      if (before) {
        const after = await groupCommitsOf(base);
        const commits = after.commits - before.commits;
        const perCommit = (after.transactions - before.transactions) / Math.max(1, commits);
        line.push(`           ${commits} COMMITs, ${perCommit.toFixed(1)} transactions each (group commit)`);
      }
    }
    console.log(line.join('\n'));
  }
  return missed;
}
