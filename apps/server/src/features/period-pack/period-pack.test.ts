// The period pack (docs/decisions/0382, 0383): period_pack answers a single-use link and the number of
// files; the ZIP holds the period's issued invoices, credit notes and expenses as CSV, one spreadsheet
// (a sheet each, the VAT return and the profit and loss), each document's PDF and UBL e-invoice (which
// passes the e-invoice validator) and each receipt byte for byte; drafts, other periods and other
// owners' records are never in it; a bad range is a 422. On SQLite, and on PostgreSQL with
// TEST_DATABASE_URL.
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { issueCreditNote } from '../../../test/credit-note-factories';
import { EINVOICE_TEST_ENV, expectPassesFormat } from '../../../test/einvoice-checks';
import { einvoiceBusiness } from '../../../test/einvoice-business';
import { createExpense, receiptPhoto } from '../../../test/expense-factories';
import { createInvoice, type InvoiceAnswer } from '../../../test/invoice-factories';
import { ownerWithSentInvoice } from '../../../test/credit-note-factories';
import { fetchLink } from '../../../test/profile-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

let t: TestApp;
let owner: Awaited<ReturnType<typeof einvoiceBusiness>>;
let receiptLink: string;
const numbers: Record<string, string> = {};
const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };

function invoiceBody(date: string, unitPrice: number) {
  return {
    invoice_date: date,
    client_id: owner.client.id,
    validity_term: 28,
    currency_id: 978,
    discount_type: 'percent',
    discount_value: 0,
    vat_name: 'MwSt',
    vat_percent: 19,
    tax1_name: 'Tax-2',
    tax1_percent: 0,
    notes: '',
    invoice_items: [
      { name: 'Garden design', description: '', quantity: 2, unit_price: unitPrice, type: 'service' },
    ],
  };
}

async function sentInvoice(auth: Auth, date: string, unitPrice: number): Promise<InvoiceAnswer> {
  const invoice = await createInvoice(t.app, auth, invoiceBody(date, unitPrice));
  const res = await postCall(t.app, auth, 'invoice/emailSent', { invoice_number: invoice.invoice_number });
  expect(res.statusCode, res.body).toBe(200);
  return invoice;
}

beforeAll(async () => {
  t = await buildTestApp({ env: EINVOICE_TEST_ENV });
  owner = await einvoiceBusiness(t.app);
  const first = await sentInvoice(owner.auth, '2026-10-05', 100);
  const second = await sentInvoice(owner.auth, '2026-10-12', 50);
  await sentInvoice(owner.auth, '2026-09-20', 70); // before the period
  await createInvoice(t.app, owner.auth, invoiceBody('2026-10-08', 30)); // a draft: not in the books
  const note = await issueCreditNote(t.app, owner.auth, {
    invoice_id: second.id,
    credit_note_date: '2026-10-20',
    credit_note_items: [{ item_id: second.invoice_items[0]?.item_id }],
    settlement: 'refunded',
  });
  numbers.first = first.invoice_number;
  numbers.second = second.invoice_number;
  numbers.note = note.credit_note_number;
  const expense = await createExpense(
    t.app,
    owner.auth,
    { expense_date: '2026-10-07', vendor: 'Baumarkt Berlin', amount: '12.50', currency_id: '978' },
    [await receiptPhoto(80, 60)],
  );
  numbers.expense = expense.expense_no as string;
  receiptLink = (expense.url as string[])[0] as string;
  await createExpense(t.app, owner.auth, {
    expense_date: '2026-09-15',
    vendor: 'Before Period',
    currency_id: '978',
  });
  // Another owner with an invoice, an expense and a receipt in the same period.
  const stranger = await ownerWithSentInvoice(t.app, { invoice_date: '2026-10-10' });
  await createExpense(t.app, stranger.auth, { expense_date: '2026-10-07', vendor: 'Stranger Garage' }, [
    await receiptPhoto(64, 64),
  ]);
});
afterAll(async () => {
  await t.close();
});

const text = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? new Uint8Array()).toString('utf8');
const csvLines = (bytes: Uint8Array | undefined) => text(bytes).slice(1).trim().split('\r\n');

describe('period_pack', () => {
  it('answers a link to a ZIP of the period, counted, holding each of its files', async () => {
    const res = await postCall(t.app, owner.auth, 'period_pack', OCTOBER);
    expect(res.statusCode, res.body).toBe(200);
    const pack = res.json().response;
    expect(pack).toMatchObject({
      filename: 'period-pack-2026-10-01-to-2026-10-31.zip',
      invoices: 2,
      credit_notes: 1,
      expenses: 1,
      receipts: 1,
      // 3 CSVs, the spreadsheet, README.txt; 3 PDFs, 3 UBL files, 1 receipt.
      files: 12,
    });
    const zip = await fetchLink(t, pack.url as string);
    expect(zip.statusCode, zip.body.slice(0, 200)).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe(`attachment; filename="${pack.filename}"`);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const { first, second, note, expense } = numbers as Record<string, string>;
    expect(Object.keys(files).sort()).toEqual(
      [
        'invoices.csv',
        'credit-notes.csv',
        'expenses.csv',
        'period-pack.xlsx',
        `invoices/${first}.pdf`,
        `invoices/${first}-ubl.xml`,
        `invoices/${second}.pdf`,
        `invoices/${second}-ubl.xml`,
        `credit-notes/${note}.pdf`,
        `credit-notes/${note}-ubl.xml`,
        `receipts/${expense}.jpg`,
        'README.txt',
      ].sort(),
    );
    expect(Object.keys(files)).toHaveLength(pack.files as number);

    const invoices = csvLines(files['invoices.csv']);
    expect(invoices).toHaveLength(3);
    expect(invoices.slice(1).map((line) => line.split(',')[0])).toEqual([first, second]);
    expect(
      csvLines(files['credit-notes.csv'])
        .slice(1)
        .map((line) => line.split(',')[0]),
    ).toEqual([note]);
    const expenses = csvLines(files['expenses.csv']);
    expect(expenses[0]).toMatch(/^Expense No,Date,Category,Vendor,/);
    expect(expenses.slice(1)).toHaveLength(1);
    expect(expenses[1]).toContain('Baumarkt Berlin');
    expect(Object.values(files).some((bytes) => text(bytes).includes('Stranger'))).toBe(false);

    for (const [name, bytes] of Object.entries(files)) {
      if (name.endsWith('.pdf')) expect(text(bytes.subarray(0, 5)), name).toBe('%PDF-');
    }
    const stored = Buffer.from((await fetchLink(t, receiptLink)).rawPayload);
    expect(Buffer.from(files[`receipts/${expense}.jpg`] as Uint8Array).equals(stored)).toBe(true);
    await expectPassesFormat('ubl', text(files[`invoices/${first}-ubl.xml`]), '380');
    await expectPassesFormat('ubl', text(files[`credit-notes/${note}-ubl.xml`]), '381');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(files['period-pack.xlsx'] as Uint8Array) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Invoices',
      'Credit notes',
      'Expenses',
      'VAT return',
      'Profit and loss',
    ]);
    expect(workbook.getWorksheet('Invoices')?.rowCount).toBe(3);
    // Net sales 200 + 100 less the credit note's 100 (the second invoice's line); costs 12.50.
    const pnl = workbook.getWorksheet('Profit and loss');
    expect(pnl?.getRow(2).values).toEqual([undefined, '2026-10', 200, 12.5, 187.5]);
    expect(pnl?.getRow(3).values).toEqual([undefined, 'Total', 200, 12.5, 187.5]);
    const vat = workbook.getWorksheet('VAT return');
    // Box 1: 19% of 200 + 100 - 100 = 38.00 (each document's VAT as stored).
    expect(vat?.getRow(2).values).toEqual([
      undefined,
      'Box 1',
      expect.stringContaining('VAT due on sales'),
      38,
    ]);

    // The link opens once.
    expect((await fetchLink(t, pack.url as string)).statusCode).toBe(410);
  });

  it('is documented in the OpenAPI document, the call with its answer', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
    const answer = paths['/api/v3/period_pack']?.post?.responses?.['200']?.content?.['application/json'];
    expect(Object.keys(answer?.schema?.properties?.response?.properties ?? {})).toEqual(
      expect.arrayContaining([
        'url',
        'filename',
        'files',
        'invoices',
        'credit_notes',
        'expenses',
        'receipts',
      ]),
    );
    expect(paths['/api/v3/download/period_pack/{owner}/{key}/{filename}']?.get).toBeDefined();
  });

  it('refuses a bad range with the reason, and an altered link', async () => {
    const cases: Array<[object, string]> = [
      [{ to: '2026-10-31' }, 'From is required.'],
      [{ from: '2026-10-31', to: '2026-10-01' }, 'The period must end on or after the day it starts.'],
      [{ from: '2026-01-01', to: '2027-01-01' }, 'A period pack covers at most 12 months.'],
      [{ from: '2026-02-30', to: '2026-10-01' }, 'From must be a valid date (YYYY-MM-DD).'],
    ];
    for (const [body, message] of cases) {
      const res = await postCall(t.app, owner.auth, 'period_pack', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.body).toContain(message);
    }
    const pack = (await postCall(t.app, owner.auth, 'period_pack', OCTOBER)).json().response;
    const altered = (pack.url as string).replace('2026-10-31.zip', '2026-10-30.zip');
    expect((await fetchLink(t, altered)).statusCode).toBe(404);
  });
});
