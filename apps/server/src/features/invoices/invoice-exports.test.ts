import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createClient } from '../../../test/catalogue-factories';
import { signedInUser } from '../../../test/factories';
import { addPayment, createInvoice, EXAMPLE_TOTAL, invoiceExample } from '../../../test/invoice-factories';
import { pdfText } from '../../../test/pdf-text';
import { ACME_CLIENT, createQuotation, workedExample } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
// Overdue is measured on today: a fixed today makes it known.
beforeEach(() => t.setNow(new Date('2026-12-10T10:00:00Z')));
afterEach(() => t.setNow(undefined));

const local = (url: string) => url.replace('http://tradebook.test', '');
const call = (auth: Auth, route: string, payload: object = {}) => postCall(t.app, auth, route, payload);

const HEADER =
  'Invoice Number,Invoice Date,Due Date,Status,Overdue,Quotation,Client,Contact,Client Email,Currency,' +
  'Items Total,Discount,Subtotal,VAT Name,VAT %,VAT Amount,Tax Name,Tax %,Tax Amount,Total,Paid,Remaining Due';
/** The worked example's figures, as each CSV row ends: items total to tax 2, then the grand total. */
const FIGURES = 'GBP,71.97,7.20,64.77,VAT,20,12.95,Levy,7.5,4.86,82.58';
const ACME = 'Acme Holdings,Jordan Smith,jordan@acme.co.uk';

/** One invoice in each state, each 14 days' terms (today is 10 Dec 2026):
 * INV-000001 1 May, draft, overdue; INV-000002 10 Sep, partpaid 30.00, overdue, for a client whose name is
 * a formula; INV-000003 20 Nov, paid; INV-000004 1 Dec, void; INV-000005 5 Dec, sent; INV-000006 today,
 * converted from QUO-000001. */
async function seed() {
  const user = await signedInUser(t.app);
  const acme = await createClient(t.app, user.auth, ACME_CLIENT);
  const formula = await createClient(t.app, user.auth, {
    full_name: 'Eve Hacker',
    email: 'eve@evil.co.uk',
    business_name: '=HYPERLINK("http://evil.example","click")',
  });
  const dated = (clientId: number, date: string) =>
    createInvoice(t.app, user.auth, invoiceExample(clientId, { invoice_date: date }));
  await dated(acme.id, '2026-05-01');
  const partpaid = await dated(formula.id, '2026-09-10');
  await addPayment(t.app, user.auth, partpaid.id, 30);
  const paid = await dated(acme.id, '2026-11-20');
  await addPayment(t.app, user.auth, paid.id, EXAMPLE_TOTAL);
  const voided = await dated(acme.id, '2026-12-01');
  await call(user.auth, 'invoice/change_to_void', { invoice_id: voided.id });
  const sent = await dated(acme.id, '2026-12-05');
  expect(
    (await call(user.auth, 'invoice/emailSent', { invoice_number: sent.invoice_number })).statusCode,
  ).toBe(200);
  await call(user.auth, 'terms_days/post', { invoice_days: 14, quotation_days: 28 });
  const quotation = await createQuotation(t.app, user.auth, workedExample(acme.id));
  await call(user.auth, 'quotation_change_status', { quotation_id: quotation.id, status: 'approved' });
  const converted = await call(user.auth, 'quotation/convert_to_invoice', { quotation_id: quotation.id });
  expect(converted.json().response.invoice_number).toBe('INV-000006');
  return user;
}

async function exportLink(auth: Auth, route: string, filters: Record<string, unknown>): Promise<string> {
  const res = await call(auth, route, filters);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({ status: 1, message: 'Export ready.' });
  expect(body.response).toHaveLength(1);
  expect(body.response[0]).toMatch(/^http:\/\/tradebook\.test\/api\/v3\/download\/invoices\//);
  return local(body.response[0] as string);
}

async function open(link: string) {
  const res = await t.app.inject({ method: 'GET', url: link });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res;
}

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
      `INV-000006,2026-12-10,2026-12-24,draft,No,QUO-000001,${ACME},${FIGURES},0.00,82.58`,
      `INV-000005,2026-12-05,2026-12-19,sent,No,,${ACME},${FIGURES},0.00,82.58`,
      `INV-000004,2026-12-01,2026-12-15,void,No,,${ACME},${FIGURES},0.00,82.58`,
      `INV-000003,2026-11-20,2026-12-04,paid,No,,${ACME},${FIGURES},82.58,0.00`,
      // A cell that could run as a formula is neutralised with a leading quote.
      `INV-000002,2026-09-10,2026-09-24,partpaid,Yes,,"'=HYPERLINK(""http://evil.example"",""click"")",` +
        `Eve Hacker,eve@evil.co.uk,${FIGURES},30.00,52.58`,
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
      expect(res.json()).toEqual({ status: 0, message: 'Resource not found' });
    }
    t.setNow(new Date('2026-12-13T10:00:00Z'));
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);

    const badDate = await call(auth, 'invoice_export_by_userId', { start_date: '2026-13-01' });
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json()).toEqual({
      status: 0,
      message: ['Start date must be a valid date (YYYY-MM-DD).'],
    });
    const badStatus = await call(auth, 'invoice_export_by_userId', { category: 'overdue' });
    expect(badStatus.statusCode).toBe(422);
    expect(badStatus.json().message).toEqual([
      'Status filter must be one of all, unpaid, unpaiddue, partpaid, partpaiddue, paid, sent, draft, void.',
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

describe('invoice_export_pdf_by_userId (PDF summary)', () => {
  it('lists the filtered invoices with status, overdue, total, paid and due, and totals without the void', async () => {
    const { auth } = await seed();
    const res = await open(
      await exportLink(auth, 'invoice_export_pdf_by_userId', {
        start_date: '2026-06-01',
        end_date: '2026-12-09',
      }),
    );
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="invoices-2026-06-01-to-2026-12-09.pdf"',
    );
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Invoices',
      'Alex Baker',
      'Dated 1 Jun 2026 to 9 Dec 2026 · status: all',
      'Made on 10 Dec 2026. Totals leave out void documents.',
      'Number Date Due date Client Status Total Paid Due',
      'INV-000005 2026-12-05 2026-12-19 Acme Holdings sent £82.58 £0.00 £82.58',
      'INV-000004 2026-12-01 2026-12-15 Acme Holdings void £82.58 £0.00 £82.58',
      'INV-000003 2026-11-20 2026-12-04 Acme Holdings paid £82.58 £82.58 £0.00',
      'INV-000002 2026-09-10 2026-09-24 =HYPERLINK("http://evil.example","click") partpaid, overdue £82.58 £30.00 £52.58',
      // Three invoices that are not void: 3 x 82.58 = 247.74; paid 30.00 + 82.58; due 82.58 + 52.58.
      'Total (GBP, 3): £247.74',
      'Paid (GBP): £112.58',
      'Due (GBP): £135.16',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('INV-000006');
    expect(text).not.toContain('INV-000001');
  });

  it('says the status and search it was made with, and what it adds up when nothing matches', async () => {
    const { auth } = await seed();
    const overdue = await pdfText(
      (
        await open(
          await exportLink(auth, 'invoice_export_pdf_by_userId', {
            category: 'partpaiddue',
            search_field: 'eve',
          }),
        )
      ).rawPayload,
    );
    expect(overdue).toContain('Dated up to 10 Dec 2026 · status: partpaiddue · matching "eve"');
    expect(overdue).toContain('partpaid, overdue £82.58 £30.00 £52.58');
    expect(overdue).toContain('Total (GBP, 1): £82.58');
    expect(overdue).toContain('Due (GBP): £52.58');

    const voidOnly = await pdfText(
      (await open(await exportLink(auth, 'invoice_export_pdf_by_userId', { category: 'void' }))).rawPayload,
    );
    expect(voidOnly).toContain('INV-000004');
    expect(voidOnly).toContain('Total: nothing to add up');
  });
});

describe('invoice_export_zip_by_userId', () => {
  it('answers a ZIP holding the PDF of each filtered invoice', async () => {
    const { auth } = await seed();
    const res = await open(
      await exportLink(auth, 'invoice_export_zip_by_userId', {
        search_field: 'acme',
        start_date: '2026-11-01',
      }),
    );
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="invoices-2026-11-01-to-today.zip"',
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'INV-000003.pdf',
      'INV-000004.pdf',
      'INV-000005.pdf',
      'INV-000006.pdf',
    ]);
    const paid = await pdfText(Buffer.from(files['INV-000003.pdf'] ?? new Uint8Array()));
    for (const expected of [
      'INV-000003',
      'Acme Holdings',
      'Total (GBP) £82.58',
      'Amount paid -£82.58',
      'PAID',
    ]) {
      expect(paid, expected).toContain(expected);
    }
    expect(await pdfText(Buffer.from(files['INV-000004.pdf'] ?? new Uint8Array()))).toContain('VOID');
  });

  it('answers an empty ZIP when no invoice matches', async () => {
    const { auth } = await seed();
    const res = await open(
      await exportLink(auth, 'invoice_export_zip_by_userId', { search_field: 'nobody' }),
    );
    expect(Object.keys(unzipSync(new Uint8Array(res.rawPayload)))).toEqual([]);
  });
});
