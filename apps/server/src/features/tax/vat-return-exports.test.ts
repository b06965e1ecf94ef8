// The VAT return as a PDF and a spreadsheet (docs/decisions/0374-vat-return-exports.md), through the real
// calls: the files carry the boxes with HMRC's words and the figures worked by hand.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { sentInvoice } from '../../../test/credit-note-factories';
import { createExpense } from '../../../test/expense-factories';
import { pdfText } from '../../../test/pdf-text';
import { ownerWithClient } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

const Q1 = { from: '2027-01-01', to: '2027-03-31' };
let t: TestApp;
let auth: Auth;
beforeAll(async () => {
  t = await buildTestApp();
  t.setNow(new Date('2027-04-12T09:00:00Z'));
  const owner = await ownerWithClient(t.app);
  auth = owner.auth;
  // 1,000.00 + 20 % sold; 60.00 spent with 10.00 VAT: 200.00 due, 10.00 reclaimed, 190.00 to pay.
  await sentInvoice(t.app, auth, owner.client.id, {
    invoice_date: '2027-02-01',
    discount_type: 'amount',
    discount_value: 0,
    vat_percent: 20,
    tax1_percent: 0,
    invoice_items: [{ name: 'Work', description: '', quantity: 1, unit_price: 1000, type: 'service' }],
  });
  await createExpense(t.app, auth, { expense_date: '2027-01-05', amount: '60.00', vat: '10.00' });
}, 60_000);
afterAll(async () => {
  await t.close();
});

async function download(call: string) {
  const res = await postCall(t.app, auth, call, Q1);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res;
}

describe('VAT return exports', () => {
  it('tax/vat_return_pdf: the boxes with their words and figures', async () => {
    const res = await download('tax/vat_return_pdf');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="vat-return-2027-01-01-2027-03-31.pdf"',
    );
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('VAT return 2027-01-01 to 2027-03-31');
    expect(text).toContain('VAT due on sales and other outputs');
    expect(text).toContain('Net VAT to pay or reclaim (box 3 - box 4) (to pay)');
    expect(text).toMatch(/200\.00/);
    expect(text).toMatch(/190\.00/);
    expect(text).toContain('Not filed yet.');
  });

  it('tax/vat_return_xlsx: one row a box, then the lines by rate, amounts as numbers', async () => {
    const res = await download('tax/vat_return_xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.getWorksheet('VAT return')?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Box', 'What it holds', 'Records', 'VAT', 'GBP']);
    expect(rows.slice(1, 10).map((row) => [row[0], row[4]])).toEqual([
      ['1', 200],
      ['2', 0],
      ['3', 200],
      ['4', 10],
      ['5', 190],
      ['6', 1000],
      ['7', 50],
      ['8', 0],
      ['9', 0],
    ]);
    expect(rows.slice(10)).toEqual([
      [undefined, 'Output VAT at 20 %: net', '1', '200.00', 1000],
      [undefined, 'Input VAT at 20 %: net', '1', '10.00', 50],
    ]);
  });
});
