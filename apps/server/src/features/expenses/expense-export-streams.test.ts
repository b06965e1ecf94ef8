// The expense exports are written at the pace of their reader (docs/reference/api.md 'Lists answer one page':
// exports stream): with 10,000 expenses and 1,000 receipts seeded straight into the database, a reader
// that takes the first pieces of a file and then stops finds the export stopped too, a fixed few
// buffers ahead of it: a few batches of 500 rows read, a few receipts read, never the whole file. The
// reads are counted on the real database and file store (a Kysely plugin and a wrapper that count), and
// the file then read to its end holds every row.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import type { KyselyPlugin, QueryId, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ExpenseExportSchema,
  type ExpenseExportRequest,
} from '@tradebook/domain/expenses/list-expenses.schemas';
import { postCall } from '../../../test/api-calls';
import { ownerIdOf } from '../../../test/catalogue-seed';
import { receiptPhoto } from '../../../test/expense-factories';
import { signedInUser } from '../../../test/factories';
import { pdfText } from '../../../test/pdf-text';
import { seedExpenses, seedReceipts } from '../../../test/seed-expenses';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { AppContext } from '../../app-context';
import { trustedOwnerId, type OwnerId } from '../../db/owner';
import { expenseReport, expenseSpreadsheet, expenseZip } from './expense-exports';

const COUNT = 10_000;
const RECEIPTS = 1_000;
const BATCH = 500;
const BATCHES = COUNT / BATCH + 1; // the last full batch is followed by an empty one

let t: TestApp;
let auth: Record<string, string>;
let owner: OwnerId;
let receipt: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  ({ auth } = await signedInUser(t.app));
  owner = trustedOwnerId(await ownerIdOf(t.app, auth));
  // Notes as owners write them, different on every row (a file of one repeated row would zip to nothing).
  const ids = await seedExpenses(t.ctx.db, owner, COUNT, (index) => ({
    notes: `Job ${createHash('sha256').update(String(index)).digest('base64').slice(0, 24)}`,
  }));
  receipt = (await receiptPhoto(300, 300)).data;
  // The newest 1,000 expenses have a receipt each.
  await seedReceipts(t.ctx, owner, ids.slice(-RECEIPTS), receipt);
}, 300_000);
afterAll(async () => {
  await t.close();
});

/** The app's context with its reads counted: batches of expenses from the database, files from the store. */
function observed() {
  const counts = { batches: 0, files: 0 };
  const countBatches: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      if (readsExpenses(node, queryId)) counts.batches += 1;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  const files = {
    ...t.ctx.files,
    read: (fileOwner: OwnerId, name: string) => {
      counts.files += 1;
      return t.ctx.files.read(fileOwner, name);
    },
  };
  const ctx: AppContext = { ...t.ctx, db: t.ctx.db.withPlugin(countBatches), files };
  return { ctx, counts };
}

/** A read of a batch of expenses: the SQL text the exports run (expense-list.repository.ts). */
function readsExpenses(node: RootOperationNode, queryId: QueryId): boolean {
  const { sql } = t.ctx.db.getExecutor().compileQuery(node, queryId);
  return /^select\b[\s\S]*\bfrom expenses\b/.test(sql.trim());
}

/** Reads `file` as a slow reader would: some pieces, then nothing for a while. */
function slowReader(file: Readable) {
  const pieces = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const read: Buffer[] = [];
  const next = async () => {
    const piece = await pieces.next();
    if (!piece.done) read.push(piece.value);
    return !piece.done;
  };
  return {
    read,
    next,
    async rest() {
      while (await next());
      return Buffer.concat(read);
    },
  };
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 300));

/** The count once it stops moving while the reader waits (this machine is shared, so the export may take
 * a while to reach the point where it waits too). */
async function settled(count: () => number): Promise<number> {
  for (let round = 0; round < 40; round += 1) {
    const before = count();
    await pause();
    if (count() === before) return before;
  }
  throw new Error('the export never stopped while its reader waited');
}
const filters = (request: ExpenseExportRequest = {}) => ExpenseExportSchema.parse(request);

describe('the expense exports follow their reader', () => {
  it('writes a 10,000-row spreadsheet a few batches ahead of its reader, never the whole file', async () => {
    const { ctx, counts } = observed();
    const reader = slowReader(expenseSpreadsheet(ctx, owner, filters()));
    for (let piece = 0; piece < 3; piece += 1) await reader.next();
    // Stopped with its reader, a fixed few buffers ahead (some 2,500 rows), not all 21 batches.
    expect(await settled(() => counts.batches)).toBeLessThanOrEqual(8);

    const file = await reader.rest();
    expect(counts.batches).toBe(BATCHES);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Expenses');
    expect(sheet?.rowCount).toBe(COUNT + 1);
    expect(sheet?.getRow(2).getCell(1).value).toBe('EXP-010000');
    expect(sheet?.getRow(COUNT + 1).getCell(1).value).toBe('EXP-000001');
    expect(typeof sheet?.getRow(500).getCell(7).value).toBe('number');
  });

  it('answers the whole spreadsheet through export_expense, sent while it is written', async () => {
    const res = await postCall(t.app, auth, 'export_expense', {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Expenses')?.rowCount).toBe(COUNT + 1);
  });

  it('writes the PDF report a page at a time as its reader takes it', async () => {
    // The newest 2,000 expenses (four batches): a report of some 70 pages.
    const since = await t.ctx.db
      .selectFrom('expenses')
      .select('expense_date')
      .where('user_id', '=', owner)
      .orderBy('expense_date', 'desc')
      .orderBy('id', 'desc')
      .offset(1999)
      .limit(1)
      .executeTakeFirstOrThrow();
    const matching = await t.app.inject({
      method: 'POST',
      url: '/api/v3/pagination/get_expense_list',
      headers: auth,
      payload: { from: since.expense_date, limit: 1 },
    });
    const total = matching.json().pagination.total as number;
    expect(total).toBeGreaterThanOrEqual(2000);

    const { ctx, counts } = observed();
    const reader = slowReader(await expenseReport(ctx, owner, filters({ start_date: since.expense_date })));
    for (let piece = 0; piece < 3; piece += 1) await reader.next();
    expect(await settled(() => counts.batches)).toBeLessThanOrEqual(2);

    const text = await pdfText(await reader.rest());
    expect(counts.batches).toBe(Math.ceil((total + 1) / BATCH));
    expect(text).toContain('EXP-010000');
    expect(text).toContain(`EXP-${String(COUNT - total + 1).padStart(6, '0')}`);
    expect(text).not.toContain(`EXP-${String(COUNT - total).padStart(6, '0')}`);
    expect(text).toMatch(new RegExp(`Total \\(GBP, ${total}\\): £[\\d,]+\\.\\d\\d`));
  }, 60_000);

  it('zips 1,000 receipts a receipt or two ahead of its reader', async () => {
    const { ctx, counts } = observed();
    const reader = slowReader(expenseZip(ctx, owner, filters()));
    // Past the CSV of 10,000 rows and into the receipts.
    while (counts.files < 200) expect(await reader.next()).toBe(true);
    const taken = counts.files;
    expect((await settled(() => counts.files)) - taken).toBeLessThanOrEqual(4);
    expect(counts.batches).toBeLessThan(2 * BATCHES);

    const files = unzipSync(new Uint8Array(await reader.rest()));
    expect(counts.files).toBe(RECEIPTS);
    const names = Object.keys(files);
    expect(names).toHaveLength(RECEIPTS + 1);
    expect(names.slice(0, 3)).toEqual(['expenses.csv', 'EXP-010000.jpg', 'EXP-009999.jpg']);
    expect(names.at(-1)).toBe('EXP-009001.jpg');
    expect(
      names.every(
        (name) => name === 'expenses.csv' || receipt.equals(Buffer.from(files[name] as Uint8Array)),
      ),
    ).toBe(true);
    const csv = Buffer.from(files['expenses.csv'] as Uint8Array).toString('utf8');
    expect(csv.trim().split('\r\n')).toHaveLength(COUNT + 1);
  }, 60_000);
});
