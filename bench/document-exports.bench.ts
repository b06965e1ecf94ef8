// Exports at scale (issue 9): with 100,000 quotations of 3 lines seeded straight into the database, the
// CSV and the spreadsheet of every quotation, the same of one year (to show memory does not grow with
// the rows), and the ZIP of 1,000 quotation PDFs, each downloaded through its link from the product
// running in its own process. Prints the time to the last byte, the file size and the server's peak
// memory above what it held before the download; fails when the ZIP takes 60 s or more, or an export
// of every quotation needs more than twice the memory of the one-year export.
//
//   npx tsx bench/document-exports.bench.ts [--documents 100000] [--pdfs 1000]
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  eachDatabase,
  option,
  postJson,
  seedYears,
  startApp,
  today,
  type Storage,
} from './support/bench-app';

const DOCUMENTS = option('documents', 100_000);
const PDFS = option('pdfs', 1000);
const ZIP_BUDGET_SECONDS = 60;

/** Resident memory of a process in MB, now and at its peak since the last reset (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Starts counting the peak afresh (writing 5 to clear_refs resets VmHWM). */
function resetPeak(pid: number): void {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

let failed = 0;

async function benchDatabase(storage: Storage): Promise<void> {
  const app = await startApp(storage);
  const pid = app.process.pid as number;
  try {
    const seconds = await seedYears(app, { count: DOCUMENTS, clients: 1000, commonWord: 'Plumbing' });
    console.log(
      `${storage.label}: seeded ${DOCUMENTS.toLocaleString('en')} quotations in ${seconds.toFixed(1)} s`,
    );

    const download = async (call: string, filters: object) => {
      const link = (
        (await postJson(app.base, `/api/v3/${call}`, filters, app.token)).response as string[]
      )[0];
      // Settle first: the figures are what this download adds to a server at rest.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const before = memoryOf(pid).rss;
      resetPeak(pid);
      const started = performance.now();
      const res = await fetch(link as string);
      let bytes = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
      const elapsed = (performance.now() - started) / 1000;
      const { peak } = memoryOf(pid);
      return {
        status: res.status,
        seconds: elapsed,
        megabytes: bytes / 1024 / 1024,
        extra: peak - before,
        before,
      };
    };

    const oneYearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    const report = (name: string, result: Awaited<ReturnType<typeof download>>) =>
      console.log(
        `  ${name.padEnd(36)} ${result.seconds.toFixed(1).padStart(6)} s, ${result.megabytes.toFixed(1).padStart(6)} MB, ` +
          `server peak +${result.extra.toFixed(0)} MB over ${result.before.toFixed(0)} MB (HTTP ${result.status})`,
      );
    for (const [format, call] of [
      ['CSV', 'quotation_export_by_userId'],
      ['XLSX', 'quotation_export_xlsx_by_userId'],
    ] as const) {
      const year = await download(call, { start_date: oneYearAgo, end_date: today });
      report(`${format}, one year (~${Math.round(DOCUMENTS / 5).toLocaleString('en')} rows)`, year);
      const all = await download(call, {});
      report(`${format}, all ${DOCUMENTS.toLocaleString('en')} rows`, all);
      if (all.status !== 200 || all.extra > 2 * Math.max(year.extra, 20)) {
        console.error(`  ${format}: memory grew with the number of rows`);
        failed += 1;
      }
    }

    // The first day from which the newest PDFS quotations are dated.
    const since = (await app.handle.db
      .selectFrom('documents')
      .select('document_date')
      .where('user_id', '=', app.owner)
      .orderBy('document_date', 'desc')
      .orderBy('id', 'desc')
      .offset(PDFS - 1)
      .limit(1)
      .executeTakeFirstOrThrow()) as { document_date: string };
    const count = (
      (
        await postJson(
          app.base,
          '/api/v3/get_quotation_list_by_user',
          { start_date: since.document_date, limit: 1 },
          app.token,
        )
      ).pagination as { total: number }
    ).total;
    const zip = await download('quotation_export_zip_by_userId', { start_date: since.document_date });
    report(`ZIP of ${count.toLocaleString('en')} PDFs`, zip);
    if (zip.status !== 200 || zip.seconds >= ZIP_BUDGET_SECONDS) {
      console.error(`  ZIP: over the budget of ${ZIP_BUDGET_SECONDS} s`);
      failed += 1;
    }
  } finally {
    await app.stop();
  }
}

await eachDatabase(benchDatabase);
if (failed > 0) process.exit(1);
