// export_expense (a spreadsheet) and generate_pdf (a report) answer the file itself
// (docs/reference/expenses.md 'Calls'), of the expenses the list's filters keep, newest first: amounts as
// numbers, text that a spreadsheet would run as a formula neutralised (docs/reference/api.md 'Security
// rules'), and in the report the totals per category within each currency.
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createExpense } from '../../../test/expense-factories';
import { EXPORTED, FORMULA_VENDOR, seedExportedExpenses } from '../../../test/expense-exports-seed';
import { signedInUser } from '../../../test/factories';
import { pdfText } from '../../../test/pdf-text';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let auth: Auth;

beforeAll(async () => {
  t = await buildTestApp();
  ({ auth } = await seedExportedExpenses(t.app));
  // Another owner's expenses match every filter and are never exported.
  const stranger = await signedInUser(t.app);
  await createExpense(t.app, stranger.auth, { amount: '99.00', vendor: 'Station Garage' });
});
afterAll(async () => {
  await t.close();
});
// The report says the day it was made on.
beforeEach(() => t.setNow(new Date('2026-08-01T09:00:00Z')));
afterEach(() => t.setNow(undefined));

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = ['Expense No', 'Date', 'Category', 'Vendor', 'Payment Method', 'Currency', 'Amount', 'Notes'];

async function download(route: string, filters: object) {
  const res = await postCall(t.app, auth, route, filters);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res;
}

async function sheetRows(filters: object): Promise<unknown[][]> {
  const res = await download('export_expense', filters);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Expenses');
  expect(sheet).toBeDefined();
  const rows: unknown[][] = [];
  // Every row as wide as the header: an empty cell (no notes) is read back as undefined.
  sheet?.eachRow({ includeEmpty: true }, (row) => {
    const values = row.values as unknown[];
    rows.push(HEADER.map((_, column) => values[column + 1]));
  });
  expect(rows.shift()).toEqual(HEADER);
  return rows;
}

const numbersIn = (rows: unknown[][]) => rows.map((row) => row[0]);

describe('export_expense (spreadsheet)', () => {
  it('answers an .xlsx of every expense, newest first, amounts as numbers, formulas neutralised', async () => {
    const res = await download('export_expense', {});
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toBe('attachment; filename="expenses.xlsx"');
    const rows = await sheetRows({});
    expect(rows).toEqual(
      EXPORTED.map((expense) => [
        expense.expense_no,
        expense.expense_date,
        expense.category,
        // A cell that could run as a formula starts with an apostrophe, as do notes starting with '-'.
        expense.vendor === FORMULA_VENDOR ? `'${FORMULA_VENDOR}` : expense.vendor,
        expense.payment_type,
        expense.currency,
        expense.amount,
        expense.notes.startsWith('-') ? `'${expense.notes}` : expense.notes || undefined,
      ]),
    );
    expect(rows.every((row) => typeof row[6] === 'number')).toBe(true);
  });

  it('keeps the filters of the list: dates (either name), category, currency, payment method, search', async () => {
    const range = await download('export_expense', { start_date: '2026-06-01', end_date: '2026-06-30' });
    expect(res(range)).toBe('attachment; filename="expenses-2026-06-01-to-2026-06-30.xlsx"');
    expect(numbersIn(await sheetRows({ start_date: '2026-06-01', end_date: '2026-06-30' }))).toEqual([
      'EXP-000002',
      'EXP-000001',
    ]);
    expect(numbersIn(await sheetRows({ from: '2026-06-15', to: '2026-07-01' }))).toEqual([
      'EXP-000003',
      'EXP-000002',
    ]);
    expect(numbersIn(await sheetRows({ category_id: 17 }))).toEqual(['EXP-000002', 'EXP-000001']);
    expect(numbersIn(await sheetRows({ currency_id: '826', category_id: '17' }))).toEqual(['EXP-000001']);
    expect(numbersIn(await sheetRows({ paymentMethod: 'cash' }))).toEqual(['EXP-000004', 'EXP-000003']);
    expect(numbersIn(await sheetRows({ payment_type: 'Card' }))).toEqual(['EXP-000002', 'EXP-000001']);
    expect(numbersIn(await sheetRows({ search_text: 'HYPERLINK' }))).toEqual(['EXP-000003']);
    expect(numbersIn(await sheetRows({ order: 'asc', category_id: 'all' }))).toEqual([
      'EXP-000001',
      'EXP-000002',
      'EXP-000003',
      'EXP-000004',
    ]);
    expect(await sheetRows({ search_text: 'nobody' })).toEqual([]);
  });
});

const res = (answer: { headers: Record<string, unknown> }) => answer.headers['content-disposition'];

describe('generate_pdf (report)', () => {
  it('lists the expenses and their totals per category within each currency', async () => {
    const answer = await download('generate_pdf', {});
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(res(answer)).toBe('attachment; filename="expenses.pdf"');
    const text = await pdfText(answer.rawPayload);
    for (const expected of [
      'Expenses',
      'Alex Baker',
      'Dated up to 1 Aug 2026',
      'Made on 1 Aug 2026.',
      'Expense No Date Category Vendor Payment Method Notes Amount',
      'EXP-000004 20 Jul 2026 Fuel Station Garage Cash Van, full tank £45.10',
      // In a PDF the vendor is only text: shown as typed (clipped to its column).
      'EXP-000003 1 Jul 2026 Office supplies =HYPERLINK("http://',
      'Cash -5% for cash £7.45',
      'EXP-000002 15 Jun 2026 Travel Hôtel du Lac Card €120.00',
      'EXP-000001 1 Jun 2026 Travel Rail Tickets Ltd Card Return to Leeds £23.20',
      'Fuel (GBP): £45.10',
      'Office supplies (GBP): £7.45',
      'Travel (GBP): £23.20',
      'Total (GBP, 3): £75.75',
      'Travel (EUR): €120.00',
      'Total (EUR, 1): €120.00',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('£99.00');
  });

  it('says the filters it was made with and adds up only what they keep', async () => {
    const answer = await download('generate_pdf', {
      start_date: '2026-06-01',
      end_date: '2026-06-30',
      category_id: 17,
      currency_id: 826,
      search_text: 'rail',
    });
    expect(res(answer)).toBe('attachment; filename="expenses-2026-06-01-to-2026-06-30.pdf"');
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain(
      'Dated 1 Jun 2026 to 30 Jun 2026 · category: Travel · currency: GBP · matching "rail"',
    );
    expect(text).toContain('EXP-000001');
    expect(text).toContain('Total (GBP, 1): £23.20');
    for (const absent of ['EXP-000002', 'EXP-000003', 'EXP-000004', 'EUR'])
      expect(text).not.toContain(absent);

    const none = await pdfText((await download('generate_pdf', { search_text: 'nobody' })).rawPayload);
    expect(none).toContain('Total: no expenses match these filters');
  });
});

describe('export refusals', () => {
  it('answers a bad filter with its message (JSON, not a file), and 401 without a token', async () => {
    for (const route of ['export_expense', 'generate_pdf', 'create_zip']) {
      const bad = await postCall(t.app, auth, route, { start_date: '2026-02-30' });
      expect(bad.statusCode, route).toBe(422);
      expect(bad.headers['content-type']).toMatch(/^application\/json/);
      expect(bad.json()).toMatchObject({
        status: 0,
        message: ['Start date must be a valid date (YYYY-MM-DD).'],
      });
      const category = await postCall(t.app, auth, route, { category_id: 'fuel' });
      expect(category.json().message).toEqual(['Please choose an expense category from the list.']);
      expect((await postCall(t.app, {}, route, {})).statusCode, route).toBe(401);
    }
  });
});
