// The document lists at scale (issues 9 and 10): 100,000 quotations and 100,000 invoices of 3 lines for
// one user, seeded straight into the database, then, with 50 connections:
// - the quotation list's first page for six months;
// - a search that matches about one quotation in ten;
// - the invoices overdue and unpaid (the 'unpaiddue' filter, which depends on today);
// - every page of the whole list asked for in turn: more pages than the product keeps answers for
//   (ADR 0119), so each is read and written afresh;
// each measured against a bare Fastify route answering the same 50 rows from the same database
// (bench/support/bare-list-server.ts), in alternating rounds. Prints requests per second and p99 latency of
// both (medians of the rounds) and their ratio; fails when the product serves less than half the bare
// route's throughput or its p99 is more than twice the bare route's. Runs on SQLite, and on PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a server whose role may create databases.
//
//   npx tsx bench/document-list.bench.ts [--documents 100000] [--seconds 15] [--connections 50]
import {
  eachDatabase,
  option,
  seedYears,
  startApp,
  startProcess,
  stopProcess,
  today,
  waitFor,
  postJson,
  type Storage,
} from './support/bench-app';
import { measurePair } from './support/measure';

const DOCUMENTS = option('documents', 100_000);
const SECONDS = option('seconds', 15);
const ROUNDS = 3;
const CONNECTIONS = option('connections', 50);
const CLIENTS = 1000;
/** 500 pages of 50 rows hold about 50 MB of answers, more than a process keeps (32 MB, ADR 0119). */
const CYCLED_PAGES = 500;
/** One client in ten has this word in its business name, so a search for it matches one row in ten. */
const COMMON_WORD = 'Plumbing';

const sixMonthsAgo = (() => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - 6);
  return date.toISOString().slice(0, 10);
})();

let missed = 0;

async function benchDatabase(storage: Storage): Promise<void> {
  const label = storage.label;
  const app = await startApp(storage);
  let bare: ReturnType<typeof startProcess> | undefined;
  try {
    const seconds = await seedYears(app, {
      count: DOCUMENTS,
      clients: CLIENTS,
      commonWord: COMMON_WORD,
      invoices: true,
    });
    console.log(
      `${label}: seeded ${DOCUMENTS.toLocaleString('en')} quotations and as many invoices of 3 lines and ${CLIENTS} clients in ${seconds.toFixed(1)} s`,
    );
    const base = app.base;
    const token = app.token;
    const barePort = app.port + 50;
    bare = startProcess('bench/support/bare-list-server.ts', {
      ...app.env,
      PORT: String(barePort),
      OWNER: String(app.owner),
    });
    const bareBase = `http://127.0.0.1:${barePort}`;
    await waitFor(`${bareBase}/bare/list?from=${today}&to=${today}`);

    const scenarios = [
      {
        name: `list, six months (${sixMonthsAgo} to ${today}), first page`,
        call: 'get_quotation_list_by_user',
        body: { start_date: sixMonthsAgo, end_date: today, page: 1, limit: 50 },
        bareUrl: `${bareBase}/bare/list?from=${sixMonthsAgo}&to=${today}`,
      },
      {
        name: `search '${COMMON_WORD.toLowerCase()}' (one row in ten), first page`,
        call: 'get_quotation_list_by_user',
        body: { search_field: COMMON_WORD.toLowerCase(), page: 1, limit: 50 },
        bareUrl: `${bareBase}/bare/search?q=${COMMON_WORD.toLowerCase()}`,
      },
      {
        name: 'invoices overdue and unpaid (unpaiddue), first page',
        call: 'get_invoice_list_by_user',
        body: { category: 'unpaiddue', page: 1, limit: 50 },
        bareUrl: `${bareBase}/bare/invoices/unpaiddue?today=${today}`,
      },
      {
        // Kept answers (ADR 0119) serve a page asked for again; these pages are each asked for once per
        // cycle, and more of them than a process keeps, so every answer is written afresh.
        name: `every page of the whole list in turn (${CYCLED_PAGES} pages, none kept)`,
        call: 'get_quotation_list_by_user',
        body: { page: 1, limit: 50 },
        bareUrl: `${bareBase}/bare/all?page=1`,
        cycle: true,
      },
    ];
    for (const scenario of scenarios) {
      const answer = await postJson(base, `/api/v3/${scenario.call}`, scenario.body, token);
      const rows = answer.response as Array<{ id: number }>;
      const bareRows = (await (await fetch(scenario.bareUrl)).json()) as Array<{ id: number }>;
      const same =
        rows.length === 50 &&
        rows.map((row) => row.id).join() === bareRows.map((row) => Number(row.id)).join();
      if (!same)
        throw new Error(
          `${label}: the product and the bare route answer different rows for ${scenario.name}`,
        );
      const total = (answer.pagination as { total: number }).total;

      let page = 0;
      const nextPage = () => (page++ % CYCLED_PAGES) + 1;
      const { ours, theirs } = await measurePair(
        {
          url: `${base}/api/v3/${scenario.call}`,
          method: 'POST',
          connections: CONNECTIONS,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(scenario.body),
          ...(scenario.cycle && {
            requests: [
              {
                setupRequest: (request) => ({
                  ...request,
                  body: JSON.stringify({ ...scenario.body, page: nextPage() }),
                }),
              },
            ],
          }),
        },
        {
          url: scenario.bareUrl,
          connections: CONNECTIONS,
          ...(scenario.cycle && {
            requests: [{ setupRequest: (request) => ({ ...request, path: `/bare/all?page=${nextPage()}` }) }],
          }),
        },
        { seconds: SECONDS, rounds: ROUNDS },
      );
      const ratio = ours.requestsPerSecond / theirs.requestsPerSecond;
      const ok = ratio >= 0.5 && ours.p99 <= 2 * theirs.p99 && ours.errors === 0;
      if (!ok) missed += 1;
      console.log(
        `${label}: ${scenario.name} (${total.toLocaleString('en')} matching)\n` +
          `  product ${ours.requestsPerSecond.toFixed(0)} req/s, p99 ${ours.p99} ms${ours.errors ? `, ${ours.errors} errors` : ''}\n` +
          `  bare    ${theirs.requestsPerSecond.toFixed(0)} req/s, p99 ${theirs.p99} ms\n` +
          `  ratio ${ratio.toFixed(2)} (target >= 0.5), p99 ${(ours.p99 / Math.max(1, theirs.p99)).toFixed(2)}x ` +
          `(target <= 2x): ${ok ? 'ok' : 'MISSED'}`,
      );
    }
  } finally {
    if (bare) await stopProcess(bare);
    await app.stop();
  }
}

await eachDatabase(benchDatabase);
if (missed > 0) {
  console.error(`document-list: ${missed} scenario(s) missed the target`);
  process.exit(1);
}
