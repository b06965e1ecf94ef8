// Reading a receipt (issue 27): expense/read_receipt proposes an expense from a photo (OCR) or a PDF's text
// layer and stores nothing; once saved and confirmed, the same photo, or the same vendor, date and total,
// is flagged as a possible duplicate and the vendor is proposed as the owner corrected it; totals that do
// not add up and dates out of range are flagged; another user's expense is a 404; reading makes no network
// connection. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postCall, postForm, type Auth } from '../../../test/api-calls';
import { createExpense } from '../../../test/expense-factories';
import { signedInUser } from '../../../test/factories';
import type { FilePart } from '../../../test/forms';
import { makeReceipts, renderReceipt, type MadeReceipt } from '../../../test/receipt-images';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { closeReceiptPool } from './receipt-pool';

vi.setConfig({ testTimeout: 180_000 });

const FIXED_NOW = new Date('2026-11-25T10:00:00Z');
const SERVER = path.resolve(import.meta.dirname, '../../..');

let t: TestApp;
let auth: Auth;
let other: Auth;

beforeAll(async () => {
  t = await buildTestApp({ context: { now: () => FIXED_NOW } });
  auth = (await signedInUser(t.app)).auth;
  other = (await signedInUser(t.app)).auth;
});
afterAll(async () => {
  await t.close();
  await closeReceiptPool();
});

const photo = async (made: MadeReceipt): Promise<FilePart> => ({
  filename: 'receipt.jpg',
  contentType: 'image/jpeg',
  data: await renderReceipt(made),
});

async function pdfOf(lines: string[]): Promise<FilePart> {
  const doc = new PDFDocument({ size: 'A6' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on('end', resolve));
  doc.font('Courier').fontSize(9);
  for (const line of lines) doc.text(line);
  doc.end();
  await done;
  return { filename: 'receipt.pdf', contentType: 'application/pdf', data: Buffer.concat(chunks) };
}

const read = async (as: Auth, file: FilePart) => {
  const res = await postForm(t.app, as, 'expense/read_receipt', { file });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response;
};

const expenseCount = async () =>
  Number(
    (
      await t.ctx.db
        .selectFrom('expenses')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const codes = (answer: { flags: Array<{ code: string }> }) => answer.flags.map((flag) => flag.code).sort();

describe('expense/read_receipt', () => {
  const [made] = makeReceipts(1, 2027) as [MadeReceipt];
  const { known } = made;

  it('proposes an expense from a photo, remembers the vendor as saved and flags the same receipt again', async () => {
    const before = await expenseCount();
    const file = await photo(made);
    const first = await read(auth, file);
    expect(first).toMatchObject({
      source: 'ocr',
      vendor: { value: known.vendor.toUpperCase() },
      expense_date: { value: known.date },
      amount: { value: known.totalMinor / 100 },
      vat: { value: known.vatMinor / 100 },
      vat_rate: { value: known.vatRate },
      category_id: { value: null, confidence: 0 },
      flags: [],
    });
    expect(first.amount.confidence).toBeGreaterThan(0.5);
    expect(await expenseCount()).toBe(before);

    // The owner corrects the vendor and the category, saves, and confirms.
    const saved = await createExpense(t.app, auth, {
      vendor: 'Corner Hardware',
      category_id: '3',
      amount: String(first.amount.value),
      expense_date: first.expense_date.value,
      currency_id: String(first.currency_id.value),
      // The receipt's pounds, kept at a rate where they are not the business's currency (ADR 0395).
      exchange_rate: '1.17',
    });
    const wrongOwner = await postCall(t.app, other, 'expense/confirm_receipt', {
      expense_id: saved.id,
      receipt_key: first.receipt_key,
      read_vendor: first.read_vendor,
    });
    expect(wrongOwner.statusCode).toBe(404);
    const confirmed = await postCall(t.app, auth, 'expense/confirm_receipt', {
      expense_id: saved.id,
      receipt_key: first.receipt_key,
      read_vendor: first.read_vendor,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const again = await read(auth, file);
    expect(again.vendor.value).toBe('Corner Hardware');
    expect(again.category_id).toEqual({ value: 3, confidence: 0.9 });
    expect(codes(again)).toEqual(['same_image', 'same_vendor_date_total']);
    expect(again.flags.every((flag: { expense_id: number }) => flag.expense_id === saved.id)).toBe(true);

    // Another owner reading the same photo sees none of it.
    const theirs = await read(other, file);
    expect(theirs.vendor.value).toBe(known.vendor.toUpperCase());
    expect(theirs.category_id.value).toBeNull();
    expect(theirs.flags).toEqual([]);
  });

  it("reads a PDF's text layer and flags totals that do not add up and dates out of range", async () => {
    const lines = (date: string, total: string) => [
      'GREENFIELD GARDEN CENTRE',
      `Date: ${date}`,
      'Compost          10.00',
      'Subtotal         10.00',
      'VAT 20%           2.00',
      `TOTAL           £${total}`,
    ];
    const wrong = await read(auth, await pdfOf(lines('03/02/2025', '12.50')));
    expect(wrong).toMatchObject({
      source: 'pdf_text',
      vendor: { value: 'GREENFIELD GARDEN CENTRE', confidence: 0.9 },
      expense_date: { value: '2025-02-03' },
      amount: { value: 12.5 },
      vat: { value: 2 },
      vat_rate: { value: 20 },
      currency_id: { value: 826 },
    });
    expect(codes(wrong)).toEqual(['date_over_a_year_old', 'totals_disagree']);
    const future = await read(auth, await pdfOf(lines('2026-12-01', '12.00')));
    expect(codes(future)).toEqual(['date_in_future']);
    const fine = await read(auth, await pdfOf(lines('2026-11-25', '12.00')));
    expect(fine.flags).toEqual([]);
  });

  it("reads a scanned receipt's PDF (a photo and no text layer) by OCR of its photo", async () => {
    const image = await renderReceipt(made);
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise((resolve) => doc.on('end', resolve));
    doc.image(image, 40, 40, { width: 400 });
    doc.end();
    await done;
    const scanned = await read(other, {
      filename: 'scan.pdf',
      contentType: 'application/pdf',
      data: Buffer.concat(chunks),
    });
    expect(scanned).toMatchObject({
      source: 'ocr',
      expense_date: { value: known.date },
      amount: { value: known.totalMinor / 100 },
    });
  });

  it('refuses a file that is neither a photo nor a PDF, and counts reads against the limit', async () => {
    const res = await postForm(t.app, auth, 'expense/read_receipt', {
      file: { filename: 'notes.txt', contentType: 'text/plain', data: Buffer.from('just some words') },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/photo of the receipt/);
    const missing = await postCall(t.app, auth, 'expense/confirm_receipt', {
      expense_id: 999_999,
      receipt_key: 'a'.repeat(64),
      read_vendor: 'x',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('makes no network connection while reading (any connection not to this machine fails the run)', async () => {
    const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'receipt-net-')), 'connections.log');
    const run = (...extra: string[]) =>
      promisify(execFile)(
        process.execPath,
        [
          '--require',
          './test/network-guard.cjs',
          '--import',
          'tsx',
          'test/read-receipt-offline.ts',
          ...extra,
        ],
        { cwd: SERVER, env: { ...process.env, NETWORK_GUARD_LOG: log }, timeout: 150_000 },
      );
    // The guard sees a connection made from a worker thread...
    await run('--try-network');
    expect(fs.readFileSync(log, 'utf8')).toMatch(/connect 203\.0\.113\.7/);
    fs.rmSync(log);
    // ...and reading a receipt in the reading threads makes none.
    const { stdout } = await run();
    expect(JSON.parse(stdout)).toMatchObject({ ok: true, source: 'ocr' });
    expect(fs.existsSync(log)).toBe(false);
  });
});
