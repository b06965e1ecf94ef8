// The formula guard of the exports (issue 13, 'Low'): every leading character a spreadsheet reads as
// a formula, or as a separator before one, is neutralised, and a cell holding another locale's
// separator is quoted so it never splits, through real exports: the item list CSV, the invoice CSV and
// the invoice spreadsheet.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall } from '../../test/api-calls';
import { createClient, createItem } from '../../test/catalogue-factories';
import { signedInUser } from '../../test/factories';
import { createInvoice, invoiceExample } from '../../test/invoice-factories';
import { exportLink, openExport } from '../../test/invoice-exports-seed';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { neutralise } from './formula-guard';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe('neutralise', () => {
  it.each(['=1+1', '+1+1', '-1+1', '@SUM(A1)', '\t=1', '\r=1', '\n=1', ',=1', ';=1', '\uFF1D1+1', '\uFF20A'])(
    'puts an apostrophe before %j',
    (text) => expect(neutralise(text)).toBe(`'${text}`),
  );

  it.each(['Copper pipe', "O'Neil", '12.50', 'a;=1', ''])('leaves %j as it is', (text) =>
    expect(neutralise(text)).toBe(text),
  );
});

describe('exports', () => {
  it('neutralises a leading ; or , in the item list CSV and quotes a cell holding a ;', async () => {
    const { auth } = await signedInUser(t.app);
    await createItem(t.app, auth, { name: ';=cmd|"/C calc"!A0', description: 'a;=1+1', unit_price: 1 });
    await createItem(t.app, auth, { name: ',=1+1', description: '-2+3', unit_price: 1 });
    const res = await getCall(t.app, auth, 'export_item_list');
    expect(res.statusCode).toBe(200);
    const [, second, first] = csvLines(res.body);
    expect(first).toMatch(/^ITEM-000001,"';=cmd\|""\/C calc""!A0","a;=1\+1",/);
    expect(second).toMatch(/^ITEM-000002,"',=1\+1",'-2\+3,/);
  });

  it('neutralises a leading ; in the invoice CSV and spreadsheet', async () => {
    const { auth } = await signedInUser(t.app);
    const client = await createClient(t.app, auth, {
      full_name: ',=2+2',
      email: 'eve@evil.co.uk',
      business_name: ';=HYPERLINK("http://evil.example")',
    });
    await createInvoice(t.app, auth, invoiceExample(client.id));

    const csv = await openExport(t.app, await exportLink(t.app, auth, 'invoice_export_by_userId', {}));
    const [, row] = csvLines(csv.body);
    expect(row).toContain(`,"';=HYPERLINK(""http://evil.example"")","',=2+2",eve@evil.co.uk,`);

    const xlsx = await openExport(t.app, await exportLink(t.app, auth, 'invoice_export_xlsx_by_userId', {}));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells = (workbook.getWorksheet('Invoices')?.getRow(2).values as unknown[]).slice(7, 9);
    expect(cells).toEqual([`';=HYPERLINK("http://evil.example")`, `',=2+2`]);
  });
});
