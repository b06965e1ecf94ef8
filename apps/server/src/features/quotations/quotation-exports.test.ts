import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createClient } from '../../../test/catalogue-factories';
import { signedInUser } from '../../../test/factories';
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

const local = (url: string) => url.replace('http://tradebook.test', '');

async function seed() {
  const user = await signedInUser(t.app);
  const acme = await createClient(t.app, user.auth, ACME_CLIENT);
  const formula = await createClient(t.app, user.auth, {
    full_name: 'Eve Hacker',
    email: 'eve@evil.co.uk',
    business_name: '=HYPERLINK("http://evil.example","click")',
  });
  await createQuotation(t.app, user.auth, workedExample(acme.id, { quotation_date: '2026-05-01' }));
  await createQuotation(t.app, user.auth, workedExample(formula.id, { quotation_date: '2026-09-10' }));
  await createQuotation(t.app, user.auth, workedExample(acme.id, { quotation_date: '2026-11-20' }));
  return user;
}

async function exportLink(auth: Auth, path: string, filters: Record<string, unknown>): Promise<string> {
  const res = await postCall(t.app, auth, path, filters);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.status).toBe(1);
  expect(body.response).toHaveLength(1);
  expect(body.response[0]).toMatch(/^http:\/\/tradebook\.test\/api\/v3\/download\/quotations\//);
  return body.response[0] as string;
}

describe('quotation_export_by_userId (CSV)', () => {
  it('answers a download link whose file lists the quotations of the date range, formulas neutralised', async () => {
    const { auth } = await seed();
    const link = await exportLink(auth, 'quotation_export_by_userId', {
      start_date: '2026-06-01',
      end_date: '2026-11-30',
    });
    const res = await t.app.inject({ method: 'GET', url: local(link) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="quotations-2026-06-01-to-2026-11-30.csv"',
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Quotation Number,Quotation Date,Valid Until,Status,Client');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^QUO-000003,2026-11-20,2026-12-18,draft,Acme Holdings,Jordan Smith,jordan@acme.co.uk,GBP,71.97,7.20,64.77,VAT,20,12.95,Levy,7.5,4.86,82.58$/,
    );
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
  });

  it('answers 404 for an altered or expired link, and refuses a bad filter', async () => {
    const { auth } = await seed();
    const link = local(
      await exportLink(auth, 'quotation_export_by_userId', {
        start_date: '2026-06-01',
        end_date: '2026-11-30',
      }),
    );
    const otherFilters = Buffer.from(
      JSON.stringify({ search_field: '', start_date: null, end_date: null, category: 'all' }),
    ).toString('base64url');
    for (const url of [
      link.replace(/q=[^&]+/, `q=${otherFilters}`),
      link.replace(/sig=[^&]+/, 'sig=x'),
      link.replace('.csv', '.xlsx'),
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    t.setNow(new Date(Date.now() + 3 * 24 * 3600 * 1000));
    try {
      expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
    } finally {
      t.setNow(undefined);
    }
    const bad = await postCall(t.app, auth, 'quotation_export_by_userId', { start_date: '2026-13-01' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toEqual(['Start date must be a valid date (YYYY-MM-DD).']);
  });

  it("exports only the user's own quotations", async () => {
    await seed();
    const stranger = await signedInUser(t.app);
    const link = await exportLink(stranger.auth, 'quotation_export_by_userId', {});
    const res = await t.app.inject({ method: 'GET', url: local(link) });
    expect(
      res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
  });
});

describe('quotation_export_xlsx_by_userId', () => {
  it('answers a link to a spreadsheet with numbers as numbers and formulas neutralised', async () => {
    const { auth } = await seed();
    const link = await exportLink(auth, 'quotation_export_xlsx_by_userId', { category: 'draft' });
    const res = await t.app.inject({ method: 'GET', url: local(link) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe('attachment; filename="quotations.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Quotations');
    expect(sheet?.rowCount).toBe(4);
    expect(sheet?.getRow(1).getCell(1).value).toBe('Quotation Number');
    expect(sheet?.getRow(2).getCell(1).value).toBe('QUO-000003');
    expect(sheet?.getRow(2).getCell(18).value).toBe(82.58);
    expect(sheet?.getRow(3).getCell(5).value).toBe(`'=HYPERLINK("http://evil.example","click")`);
  });
});

describe('quotation_export_zip_by_userId', () => {
  it('answers a link to a ZIP holding the PDF of each filtered quotation', async () => {
    const { auth } = await seed();
    const link = await exportLink(auth, 'quotation_export_zip_by_userId', { search_field: 'acme' });
    const res = await t.app.inject({ method: 'GET', url: local(link) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['QUO-000001.pdf', 'QUO-000003.pdf']);
    const text = await pdfText(Buffer.from(files['QUO-000003.pdf'] ?? new Uint8Array()));
    expect(text).toContain('QUO-000003');
    expect(text).toContain('£82.58');
  });
});
