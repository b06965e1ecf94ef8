// Clients and items import (issue 29): a file of 10,000 rows, the most one import takes, sent to the
// product's own process as the web app sends it (multipart), checked row by row and imported in one
// transaction. Prints the time of the preview and of the import of 10,000 clients (CSV, with phones and
// countries to read) and of 10,000 items (XLSX), and misses when an import takes 10 s or more.
// Runs on SQLite, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server whose
// role may create databases.
//
//   node --import tsx bench/import.bench.ts [--rows 10000]
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { eachDatabase, option, startApp, type Storage } from './support/bench-app';

const ROWS = option('rows', 10_000);
const TARGET_SECONDS = 10;
let missed = false;

function clientsCsv(): Blob {
  const lines = [
    'Client Name,Contact First Name,Contact Last Name,Contact Email,Address 1,City,Postal Code,Country,Phone',
  ];
  for (let i = 0; i < ROWS; i += 1) {
    const phone = `020 7946 ${String(i % 10_000).padStart(4, '0')}`;
    lines.push(
      `Firm ${i} Ltd,Ada,Client ${i},client${i}@example.com,${i} High Street,London,SW1A 1AA,GB,${phone}`,
    );
  }
  return new Blob([lines.join('\n')], { type: 'text/csv' });
}

async function itemsXlsx(): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Items');
  sheet.addRow(['Item Name', 'Description', 'Rate', 'Product Type', 'Quantity']);
  for (let i = 0; i < ROWS; i += 1) {
    sheet.addRow([
      `Part ${i}`,
      `A part of the catalogue, number ${i}`,
      (i % 500) + 0.99,
      i % 2 ? 'goods' : 'service',
      1,
    ]);
  }
  const data = await workbook.xlsx.writeBuffer();
  return new Blob([data], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

async function timedCall(base: string, token: string, call: string, kind: string, file: Blob, name: string) {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', file, name);
  const started = performance.now();
  const res = await fetch(`${base}/api/v3/import/${call}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { response?: { imported?: number; total_rows?: number } };
  const seconds = (performance.now() - started) / 1000;
  if (res.status !== 200) throw new Error(`${call} ${kind} answered ${res.status}: ${JSON.stringify(body)}`);
  return { seconds, body };
}

async function benchDatabase(storage: Storage): Promise<void> {
  const app = await startApp(storage);
  try {
    const files = { clients: clientsCsv(), items: await itemsXlsx() };
    for (const kind of ['clients', 'items'] as const) {
      const name = kind === 'clients' ? 'clients.csv' : 'items.xlsx';
      const size = (files[kind].size / 1024).toFixed(0);
      const preview = await timedCall(app.base, app.token, 'preview', kind, files[kind], name);
      const commit = await timedCall(app.base, app.token, 'commit', kind, files[kind], name);
      const imported = commit.body.response?.imported;
      const ok = imported === ROWS && commit.seconds < TARGET_SECONDS;
      if (!ok) missed = true;
      console.log(
        `${storage.label}: ${ROWS} ${kind} (${name}, ${size} KB): preview ${preview.seconds.toFixed(2)} s, ` +
          `import ${commit.seconds.toFixed(2)} s (${imported} imported) ${ok ? 'ok' : `MISSED (target < ${TARGET_SECONDS} s)`}`,
      );
    }
  } finally {
    await app.stop();
  }
}

await eachDatabase(benchDatabase);
if (missed) process.exit(1);
