import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import {
  EXPORT_TODAY,
  exportLink as exportLinkOf,
  openExport,
  seedInvoiceStates,
} from '../../../test/invoice-exports-seed';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
// Overdue is measured on today: a fixed today makes it known.
beforeEach(() => t.setNow(EXPORT_TODAY));
afterEach(() => t.setNow(undefined));

const seed = () => seedInvoiceStates(t.app);
const exportLink = (auth: Auth, route: string, filters: Record<string, unknown>) =>
  exportLinkOf(t.app, auth, route, filters);
const open = (link: string) => openExport(t.app, link);

const call = (auth: Auth, route: string, payload: object = {}) => postCall(t.app, auth, route, payload);

const HEADER =
  'Invoice Number,Invoice Date,Due Date,Status,Overdue,Quotation,Client,Contact,Client Email,Currency,' +
  'Items Total,Discount,Subtotal,VAT Name,VAT %,VAT Amount,Tax Name,Tax %,Tax Amount,Total,Paid,Remaining Due,' +
  'Credited';
/** The worked example's figures, as each CSV row ends: items total to tax 2, then the grand total. */
const FIGURES = 'GBP,71.97,7.20,64.77,VAT,20,12.95,Levy,7.5,4.86,82.58';
const ACME = 'Acme Holdings,Jordan Smith,jordan@acme.co.uk';

const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe('invoice_export_by_userId (CSV)', () => {
  it('lists the invoices of the date range with status, overdue, quotation, totals, paid and due', async () => {
    const { auth } = await seed();
    const link = await exportLink(auth, 'invoice_export_by_userId', {
      start_date: '2026-06-01',
      end_date: '2026-12-31',
    });
    const res = await open(link);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="invoices-2026-06-01-to-2026-12-31.csv"',
    );
    expect(csvLines(res.body)).toEqual([
      HEADER,
      `INV-000006,2026-12-10,2026-12-24,draft,No,QUO-000001,${ACME},${FIGURES},0.00,82.58,0.00`,
      `INV-000005,2026-12-05,2026-12-19,sent,No,,${ACME},${FIGURES},0.00,82.58,0.00`,
      `INV-000004,2026-12-01,2026-12-15,void,No,,${ACME},${FIGURES},0.00,82.58,0.00`,
      `INV-000003,2026-11-20,2026-12-04,paid,No,,${ACME},${FIGURES},82.58,0.00,0.00`,
      // A cell that could run as a formula is neutralised with a leading quote.
      `INV-000002,2026-09-10,2026-09-24,partpaid,Yes,,"'=HYPERLINK(""http://evil.example"",""click"")",` +
        `Eve Hacker,eve@evil.co.uk,${FIGURES},30.00,52.58,0.00`,
    ]);
  });

  it('takes the status filters and the search of the list, overdue ones measured on today', async () => {
    const { auth } = await seed();
    const numbers = async (filters: Record<string, unknown>) => {
      const res = await open(await exportLink(auth, 'invoice_export_by_userId', filters));
      return csvLines(res.body)
        .slice(1)
        .map((line) => line.split(',')[0]);
    };
    expect(await numbers({})).toEqual([
      'INV-000006',
      'INV-000005',
      'INV-000004',
      'INV-000003',
      'INV-000002',
      'INV-000001',
    ]);
    expect(await numbers({ category: 'unpaid' })).toEqual(['INV-000006', 'INV-000005', 'INV-000001']);
    expect(await numbers({ category: 'unpaiddue' })).toEqual(['INV-000001']);
    expect(await numbers({ category: 'partpaid' })).toEqual(['INV-000002']);
    expect(await numbers({ category: 'partpaiddue' })).toEqual(['INV-000002']);
    expect(await numbers({ category: 'paid' })).toEqual(['INV-000003']);
    expect(await numbers({ category: 'sent' })).toEqual(['INV-000005']);
    expect(await numbers({ category: 'draft' })).toEqual(['INV-000006', 'INV-000001']);
    expect(await numbers({ category: 'void' })).toEqual(['INV-000004']);
    expect(await numbers({ search_field: 'EVE' })).toEqual(['INV-000002']);
    expect(await numbers({ search_field: 'inv-00000', end_date: '2026-11-30' })).toEqual([
      'INV-000003',
      'INV-000002',
      'INV-000001',
    ]);
    // Ten days on, INV-000005 (due 19 Dec) is overdue too, and the draft from the quotation (due 24 Dec).
    t.setNow(new Date('2026-12-20T10:00:00Z'));
    expect(await numbers({ category: 'unpaiddue' })).toEqual(['INV-000005', 'INV-000001']);
  });

  it('answers 404 for an altered or expired link, and refuses a bad filter with its message', async () => {
    const { auth } = await seed();
    const link = await exportLink(auth, 'invoice_export_by_userId', { category: 'paid' });
    const otherFilters = Buffer.from(
      JSON.stringify({ search_field: '', start_date: null, end_date: null, category: 'all', order: 'desc' }),
    ).toString('base64url');
    for (const url of [
      link.replace(/q=[^&]+/, `q=${otherFilters}`),
      link.replace(/sig=[^&]+/, 'sig=x'),
      link.replace('.csv', '.xlsx'),
      link.replace('/download/invoices/', '/download/quotations/'),
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ status: 0, message: 'Resource not found' });
    }
    t.setNow(new Date('2026-12-13T10:00:00Z'));
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);

    const badDate = await call(auth, 'invoice_export_by_userId', { start_date: '2026-13-01' });
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json()).toMatchObject({
      status: 0,
      message: ['Start date must be a valid date (YYYY-MM-DD).'],
    });
    const badStatus = await call(auth, 'invoice_export_by_userId', { category: 'late' });
    expect(badStatus.statusCode).toBe(422);
    expect(badStatus.json().message).toEqual([
      'Status filter must be one of all, unpaid, unpaiddue, partpaid, partpaiddue, paid, sent, draft, void, overdue, credited.',
    ]);
  });

  it("exports only the user's own invoices", async () => {
    await seed();
    const stranger = await signedInUser(t.app);
    const res = await open(await exportLink(stranger.auth, 'invoice_export_by_userId', {}));
    expect(csvLines(res.body)).toEqual([HEADER]);
    const unsigned = await call({}, 'invoice_export_by_userId', {});
    expect(unsigned.statusCode).toBe(401);
  });
});

describe('invoice_export_xlsx_by_userId', () => {
  it('answers a spreadsheet with numbers as numbers and formulas neutralised', async () => {
    const { auth } = await seed();
    const res = await open(await exportLink(auth, 'invoice_export_xlsx_by_userId', { category: 'partpaid' }));
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoices.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Invoices');
    expect(sheet?.rowCount).toBe(2);
    const header = sheet?.getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual(HEADER.split(','));
    const row = sheet?.getRow(2).values as unknown[];
    expect(row.slice(1)).toEqual([
      'INV-000002',
      '2026-09-10',
      '2026-09-24',
      'partpaid',
      'Yes',
      // No quotation: an empty cell.
      undefined,
      `'=HYPERLINK("http://evil.example","click")`,
      'Eve Hacker',
      'eve@evil.co.uk',
      'GBP',
      71.97,
      7.2,
      64.77,
      'VAT',
      20,
      12.95,
      'Levy',
      7.5,
      4.86,
      82.58,
      30,
      52.58,
      0,
    ]);
  });

  it('holds every invoice of a wide filter, newest first', async () => {
    const { auth } = await seed();
    const res = await open(await exportLink(auth, 'invoice_export_xlsx_by_userId', {}));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Invoices');
    expect(sheet?.rowCount).toBe(7);
    const numbers = [2, 3, 4, 5, 6, 7].map((index) => sheet?.getRow(index).getCell(1).value);
    expect(numbers).toEqual([
      'INV-000006',
      'INV-000005',
      'INV-000004',
      'INV-000003',
      'INV-000002',
      'INV-000001',
    ]);
  });
});
