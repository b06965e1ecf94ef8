// get_credit_note_list_by_user, credit_note/details/search and the exports (docs/reference/api.md 'Lists
// answer one page'; issue 17): one page at a time, newest first, searched by number and client, filtered by
// status and date, with exact totals; and the CSV, spreadsheet, PDF summary and ZIP of PDFs like the other
// kinds.
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createClient } from '../../../test/catalogue-factories';
import { issueCreditNote, sentInvoice } from '../../../test/credit-note-factories';
import { addPayment } from '../../../test/invoice-factories';
import { pdfText } from '../../../test/pdf-text';
import { ownerWithClient } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let seeded: Awaited<ReturnType<typeof seed>>;

const call = (auth: Auth, path: string, payload: object = {}) => postCall(t.app, auth, path, payload);
const local = (url: string) => url.replace('http://tradebook.test', '');

/** Seven credit notes of one owner, CN-000001 to CN-000007, dated 1 to 7 Dec 2026, for Acme (odd
 * numbers) and Lopez Bakery (even); CN-000003 refunded (its invoice was paid); CN-000005 e-mailed. */
async function seed() {
  const owner = await ownerWithClient(t.app);
  const lopez = await createClient(t.app, owner.auth, {
    full_name: 'Maria Lopez',
    email: 'maria@lopez.co.uk',
    business_name: 'Lopez Bakery',
  });
  const invoices = [];
  for (let i = 1; i <= 7; i += 1) {
    const clientId = i % 2 === 1 ? owner.client.id : lopez.id;
    const invoice = await sentInvoice(t.app, owner.auth, clientId, { invoice_date: '2026-11-21' });
    if (i === 3) await addPayment(t.app, owner.auth, invoice.id, 82.58);
    invoices.push(
      await issueCreditNote(t.app, owner.auth, {
        invoice_id: invoice.id,
        credit_note_date: `2026-12-0${i}`,
        credit_note_items: [{ item_id: invoice.invoice_items[1]?.item_id }],
        settlement: i === 3 ? 'refunded' : undefined,
        notes: i === 2 ? 'Wrong rate.' : '',
      }),
    );
  }
  const emailed = await call(owner.auth, 'credit_note/emailSent', { credit_note_number: 'CN-000005' });
  expect(emailed.statusCode, emailed.body).toBe(200);
  const stranger = await ownerWithClient(t.app);
  const theirs = await sentInvoice(t.app, stranger.auth, stranger.client.id);
  await issueCreditNote(t.app, stranger.auth, { invoice_id: theirs.id });
  return { ...owner, lopez, notes: invoices };
}

beforeAll(async () => {
  t = await buildTestApp();
  seeded = await seed();
});
afterAll(async () => {
  await t.close();
});

const numbers = (res: { json(): { response: Array<{ credit_note_number: string }> } }) =>
  res.json().response.map((row) => row.credit_note_number);
const list = (body: object = {}) => call(seeded.auth, 'get_credit_note_list_by_user', body);

describe('get_credit_note_list_by_user', () => {
  it('answers one page at a time, newest first, with the pagination beside the rows', async () => {
    const first = await list({ limit: 3 });
    expect(first.statusCode, first.body).toBe(200);
    expect(numbers(first)).toEqual(['CN-000007', 'CN-000006', 'CN-000005']);
    expect(first.json().pagination).toEqual({ current_page: 1, last_page: 3, per_page: 3, total: 7 });
    expect(numbers(await list({ limit: 3, page: 2 }))).toEqual(['CN-000004', 'CN-000003', 'CN-000002']);
    expect(numbers(await list({ limit: 3, page: 3 }))).toEqual(['CN-000001']);
    expect(numbers(await list({ limit: 3, page: 4 }))).toEqual([]);
    expect(numbers(await list({ limit: 2, order: 'asc' }))).toEqual(['CN-000001', 'CN-000002']);
    const bad = await list({ limit: 500 });
    expect(bad.statusCode).toBe(422);
  });

  it('answers a row with what a card shows: number, invoice, client, date, status, totals and settlement', async () => {
    const rows = (await list({ limit: 200 })).json().response as Array<Record<string, unknown>>;
    const third = rows.find((row) => row.credit_note_number === 'CN-000003');
    expect(third).toMatchObject({
      credit_note_date: '2026-12-03',
      credit_note_status: 'issued',
      invoice_id: seeded.notes[2]?.invoice_id,
      invoice_number: seeded.notes[2]?.invoice_number,
      client: { business_name: 'Acme Holdings', email: 'jordan@acme.co.uk' },
      total_amount_gross: 13.77,
      settlement: 'refunded',
      refunded_amount: 13.77,
      applied_amount: 0,
      attachment_count: 0,
      has_note: false,
    });
    expect(third).not.toHaveProperty('credit_note_items');
    expect(rows.find((row) => row.credit_note_number === 'CN-000002')).toMatchObject({ has_note: true });
  });

  it('searches the number and the client, filters by status and date, and counts every match', async () => {
    expect(numbers(await list({ search_field: 'cn-000004' }))).toEqual(['CN-000004']);
    expect(numbers(await list({ search_field: 'LOPEZ' }))).toEqual(['CN-000006', 'CN-000004', 'CN-000002']);
    expect(numbers(await list({ search_field: 'maria@' })).length).toBe(3);
    expect(numbers(await list({ category: 'sent' }))).toEqual(['CN-000005']);
    expect((await list({ category: 'issued' })).json().pagination.total).toBe(6);
    expect(numbers(await list({ start_date: '2026-12-02', end_date: '2026-12-04' }))).toEqual([
      'CN-000004',
      'CN-000003',
      'CN-000002',
    ]);
    const refused = await list({ category: 'void' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toEqual(['Status filter must be one of all, issued, sent.']);
  });

  it('credit_note/details/search takes a required date range', async () => {
    const res = await call(seeded.auth, 'credit_note/details/search', {
      from_date: '2026-12-06',
      to_date: '2026-12-31',
      search_field: 'acme',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(numbers(res)).toEqual(['CN-000007']);
    const missing = await call(seeded.auth, 'credit_note/details/search', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toEqual(['Start date is required', 'End date is required']);
  });
});

async function exportFile(route: string, filters: Record<string, unknown>) {
  const res = await call(seeded.auth, route, filters);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ status: 1, message: 'Export ready.' });
  const link = res.json().response[0] as string;
  expect(link).toMatch(/^http:\/\/tradebook\.test\/api\/v3\/download\/credit_notes\//);
  const file = await t.app.inject({ method: 'GET', url: local(link) });
  expect(file.statusCode).toBe(200);
  expect(file.headers['cache-control']).toBe('private, no-store');
  // A link opens once.
  expect((await t.app.inject({ method: 'GET', url: local(link) })).statusCode).toBe(410);
  return file;
}

describe('the credit note exports', () => {
  it('writes a CSV of the filtered credit notes with their invoice and settlement', async () => {
    const file = await exportFile('credit_note_export_by_userId', {
      start_date: '2026-12-03',
      end_date: '2026-12-04',
    });
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="credit_notes-2026-12-03-to-2026-12-04.csv"',
    );
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Credit Note Number,Credit Note Date,Invoice,Status,Client,Contact,Client Email,Currency,Items Total,' +
        'Discount,Subtotal,VAT Name,VAT %,VAT Amount,Tax Name,Tax %,Tax Amount,Total,Off The Due,Refunded,' +
        'Kept As Credit',
    );
    const figures = 'GBP,12.00,1.20,10.80,VAT,20,2.16,Levy,7.5,0.81,13.77';
    expect(lines.slice(1)).toEqual([
      `CN-000004,2026-12-04,${seeded.notes[3]?.invoice_number},issued,Lopez Bakery,Maria Lopez,maria@lopez.co.uk,${figures},13.77,0.00,0.00`,
      `CN-000003,2026-12-03,${seeded.notes[2]?.invoice_number},issued,Acme Holdings,Jordan Smith,jordan@acme.co.uk,${figures},0.00,13.77,0.00`,
    ]);
  });

  it('writes a spreadsheet with numbers as numbers', async () => {
    const file = await exportFile('credit_note_export_xlsx_by_userId', { category: 'sent' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Credit notes');
    expect(sheet?.rowCount).toBe(2);
    const row = (sheet?.getRow(2).values as unknown[]).slice(1);
    expect(row.slice(0, 4)).toEqual(['CN-000005', '2026-12-05', seeded.notes[4]?.invoice_number, 'sent']);
    expect(row.at(-4)).toBe(13.77);
  });

  it("writes a PDF summary with the totals, and a ZIP of each credit note's PDF", async () => {
    const summary = await pdfText((await exportFile('credit_note_export_pdf_by_userId', {})).rawPayload);
    for (const expected of [
      'Credit notes',
      'Number Date Invoice Client Status Settled Total',
      `CN-000003 2026-12-03 ${seeded.notes[2]?.invoice_number} Acme Holdings issued Refunded £13.77`,
      'Total (GBP, 7): £96.39',
    ]) {
      expect(summary, expected).toContain(expected);
    }
    const zip = await exportFile('credit_note_export_zip_by_userId', { search_field: 'lopez' });
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['CN-000002.pdf', 'CN-000004.pdf', 'CN-000006.pdf']);
    const text = await pdfText(Buffer.from(files['CN-000002.pdf']!));
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain('Wrong rate.');
  });
});
