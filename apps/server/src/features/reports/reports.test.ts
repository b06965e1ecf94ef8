// The reports worked by hand (docs/decisions/0376-reports.md) on the records of test/report-seed.ts,
// today 2027-04-12: profit and loss by month, aged receivables, sales by client and by item, and a
// client's statement, through the real calls on the real database; pages, bad input and other owners;
// their PDFs and spreadsheets, and the statement e-mailed to a real SMTP server.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { ownerWithClient } from '../../../test/quotation-factories';
import { reportCall, seedReports } from '../../../test/report-seed';
import { pdfText } from '../../../test/pdf-text';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let auth: Auth;
let acme: number;
let beta: number;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  ({ auth, acme, beta } = await seedReports(t));
}, 180_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const YEAR = { from: '2026-04-06', to: '2027-04-05' };

describe('reports', () => {
  it('profit and loss by month: sales less credit notes, every expense at its cost', async () => {
    const answer = await reportCall(t, auth, 'reports/profit_and_loss', {
      from: '2026-04-01',
      to: '2026-09-30',
    });
    expect(answer.months).toEqual([
      { month: '2026-04', income: 0, expenses: 50, profit: -50 },
      { month: '2026-05', income: 1000, expenses: 0, profit: 1000 },
      { month: '2026-06', income: -100, expenses: 0, profit: -100 },
      { month: '2026-07', income: 0, expenses: 0, profit: 0 },
      { month: '2026-08', income: 400, expenses: 0, profit: 400 },
      { month: '2026-09', income: 0, expenses: 48, profit: -48 },
    ]);
    expect(answer.totals).toEqual({ income: 1300, expenses: 98, profit: 1202 });
  });

  it('aged receivables on 2027-04-12: what each client owes, by days past due', async () => {
    const answer = await reportCall(t, auth, 'reports/aged_receivables', {});
    // Acme: A 1,200 - 600 paid - 120 credited = 480 (due 2026-05-24), C 300 (due 01-17: 85 days),
    // D 600 (due 04-22); Beta: F 120 (due 04-03: 9 days). B is paid.
    expect(answer.rows).toEqual([
      {
        client_id: acme,
        client_name: 'Acme Holdings',
        invoices: 3,
        current: 600,
        days_1_30: 0,
        days_31_60: 0,
        days_61_90: 300,
        over_90: 480,
        total: 1380,
      },
      {
        client_id: beta,
        client_name: 'Bo Beta',
        invoices: 1,
        current: 0,
        days_1_30: 120,
        days_31_60: 0,
        days_61_90: 0,
        over_90: 0,
        total: 120,
      },
    ]);
    expect(answer).toMatchObject({ as_of: '2027-04-12', total_rows: 2 });
    expect(answer.totals).toEqual({
      current: 600,
      days_1_30: 120,
      days_31_60: 0,
      days_61_90: 300,
      over_90: 480,
      total: 1500,
    });
    const second = await reportCall(t, auth, 'reports/aged_receivables', { page: 2, per_page: 1 });
    expect(second.rows.map((row: { client_id: number }) => row.client_id)).toEqual([beta]);
    expect(second.totals.total).toBe(1500);
  });

  it('sales by client and by item over the tax year', async () => {
    const clients = await reportCall(t, auth, 'reports/sales_by_client', YEAR);
    expect(clients.rows).toEqual([
      { client_id: acme, client_name: 'Acme Holdings', net: 1600, vat: 200, gross: 1800, documents: 4 },
      { client_id: beta, client_name: 'Bo Beta', net: 100, vat: 20, gross: 120, documents: 1 },
    ]);
    expect(clients.totals).toEqual({ net: 1700, vat: 220, gross: 1920, documents: 5 });
    const items = await reportCall(t, auth, 'reports/sales_by_item', { ...YEAR, per_page: 2 });
    expect(items.rows).toEqual([
      { name: 'Design', quantity: 1, amount: 1000, lines: 3 },
      { name: 'Print', quantity: 1, amount: 400, lines: 1 },
    ]);
    expect(items).toMatchObject({ total_rows: 3, totals: { amount: 1700, lines: 5 } });
  });

  it("a client's statement: opening balance, the period's lines with their balances, closing balance", async () => {
    const period = { client_id: acme, from: '2026-06-01', to: '2027-01-31' };
    const answer = await reportCall(t, auth, 'reports/client_statement', period);
    expect(answer).toMatchObject({
      client_name: 'Acme Holdings',
      opening_balance: 1200,
      invoices: 720,
      payments: 1020,
      credit_notes: 120,
      refunds: 0,
      closing_balance: 780,
      total_rows: 5,
    });
    expect(
      answer.rows.map((row: { type: string; amount: number; balance: number }) => [
        row.type,
        row.amount,
        row.balance,
      ]),
    ).toEqual([
      ['credit_note', -120, 1080],
      ['payment', -600, 480],
      ['invoice', 420, 900],
      ['invoice', 300, 1200],
      ['payment', -420, 780],
    ]);
    const page = await reportCall(t, auth, 'reports/client_statement', { ...period, page: 2, per_page: 2 });
    expect(page.rows.map((row: { balance: number }) => row.balance)).toEqual([900, 1200]);
  });

  it('refuses bad input with the message, and shows another owner none of it', async () => {
    const cases: Array<[string, object, string]> = [
      [
        'reports/profit_and_loss',
        { from: '2027-03-01', to: '2027-01-01' },
        'The period must end on or after the day it starts.',
      ],
      [
        'reports/profit_and_loss',
        { from: '2025-01-01', to: '2027-01-01' },
        'A report covers at most 24 months.',
      ],
      ['reports/sales_by_client', { to: '2027-01-01' }, 'From is required.'],
      [
        'reports/sales_by_item',
        { ...YEAR, per_page: 500 },
        'Rows per page must be a whole number from 1 to 100.',
      ],
      ['reports/aged_receivables', { page: 0 }, 'Page must be a whole number from 1.'],
    ];
    for (const [path, body, message] of cases) {
      const res = await postCall(t.app, auth, path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(422);
      expect(res.body).toContain(message);
    }
    const stranger = await ownerWithClient(t.app);
    const res = await postCall(t.app, stranger.auth, 'reports/client_statement', {
      ...YEAR,
      client_id: acme,
    });
    expect(res.statusCode).toBe(404);
    for (const clientId of [0, 99_999_999_999]) {
      const none = await postCall(t.app, auth, 'reports/client_statement', { ...YEAR, client_id: clientId });
      expect(none.statusCode, none.body).toBe(404);
    }
    const aged = await reportCall(t, stranger.auth, 'reports/aged_receivables', {});
    expect(aged).toMatchObject({ rows: [], total_rows: 0, totals: { total: 0 } });
    const sales = await reportCall(t, stranger.auth, 'reports/sales_by_item', YEAR);
    expect(sales).toMatchObject({ rows: [], total_rows: 0 });
    const pl = await reportCall(t, stranger.auth, 'reports/profit_and_loss', YEAR);
    expect(pl.totals).toEqual({ income: 0, expenses: 0, profit: 0 });
  });

  it('draws each report as a PDF and a spreadsheet with the same figures', async () => {
    const pdf = await postCall(t.app, auth, 'reports/export', {
      report: 'profit_and_loss',
      format: 'pdf',
      from: '2026-04-01',
      to: '2026-09-30',
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Profit and loss');
    expect(text).toContain('£1,202.00');
    const xlsx = await postCall(t.app, auth, 'reports/export', {
      report: 'aged_receivables',
      format: 'xlsx',
    });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Client',
      'Current',
      '1-30 days',
      '31-60 days',
      '61-90 days',
      'Over 90 days',
      'Total',
    ]);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      'Acme Holdings',
      600,
      0,
      0,
      300,
      480,
      1380,
    ]);
    expect((sheet.getRow(3).values as unknown[]).slice(1)).toEqual(['Bo Beta', 0, 120, 0, 0, 0, 120]);
    for (const body of [
      { report: 'sales_by_item', format: 'pdf', ...YEAR },
      { report: 'sales_by_client', format: 'xlsx', ...YEAR },
      { report: 'client_statement', format: 'pdf', client_id: acme, ...YEAR },
      { report: 'income_tax', format: 'pdf', tax_year: 2026 },
    ]) {
      const res = await postCall(t.app, auth, 'reports/export', body);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.statusCode === 200 ? '' : res.body}`).toBe(200);
    }
    const bad = await postCall(t.app, auth, 'reports/export', { report: 'profit_and_loss', format: 'doc' });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Format must be pdf or xlsx.');
    const noDates = await postCall(t.app, auth, 'reports/export', { report: 'sales_by_item', format: 'pdf' });
    expect(noDates.statusCode).toBe(422);
    expect(noDates.body).toContain('From is required.');
  });

  it("e-mails a client's statement as a PDF to the client, through the outbox", async () => {
    const res = await postCall(t.app, auth, 'reports/email_statement', {
      client_id: acme,
      from: '2026-06-01',
      to: '2027-01-31',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toEqual({ to: 'jordan@acme.co.uk' });
    await t.settle();
    const mail = smtp.received.find(
      (received) => received.to.includes('jordan@acme.co.uk') && received.raw.includes('Statement'),
    );
    expect(mail?.raw).toContain('application/pdf');
    expect(mail?.raw).toContain('statement-2026-06-01-to-2027-01-31.pdf');
    const stranger = await ownerWithClient(t.app);
    const other = await postCall(t.app, stranger.auth, 'reports/email_statement', {
      client_id: acme,
      ...YEAR,
    });
    expect(other.statusCode).toBe(404);
  });
});
