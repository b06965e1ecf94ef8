// The reports, the VAT return (both bases, with the documents behind its figures), the income-tax figures
// and the period pack of a UK business with an invoice in US dollars at a kept rate (issue 28;
// docs/decisions/0391 and 0393): each figure in pounds, each document or payment amount converted to the
// cent (half away from zero) before it is added; a dollar invoice saved before rates were kept has none
// and stays out. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createClient } from '../../../test/catalogue-factories';
import { issueCreditNote } from '../../../test/credit-note-factories';
import { dollarInvoice, ukBusinessWithUsClient } from '../../../test/dollar-invoices';
import { EINVOICE_TEST_ENV } from '../../../test/einvoice-checks';
import { GBP } from '../../../test/factories';
import { createInvoice, paymentBody, postPayment } from '../../../test/invoice-factories';
import { reportCall } from '../../../test/report-seed';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { trustedOwnerId } from '../../db/owner';
import { profitAndLossLines } from '../period-pack/pack-figures';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

let t: TestApp;
let auth: Auth;
let jordan: number;
let pat: number;
const DECEMBER = { from: '2026-12-01', to: '2026-12-31' };

async function send(invoiceNumber: string) {
  const res = await postCall(t.app, auth, 'invoice/emailSent', { invoice_number: invoiceNumber });
  expect(res.statusCode, res.body).toBe(200);
}

// Jordan: U $1,200.00 + $240.00 VAT (2026-12-01, due 12-15) at 0.793457, credited $100.00 + $20.00 on
// 12-03, $500.00 paid on 12-05; L $50.00 + $10.00 in dollars with no rate kept (an older record).
// Pat: P £10.00 + £2.00 (2026-12-02). Today 2026-12-10.
beforeAll(async () => {
  t = await buildTestApp({ env: EINVOICE_TEST_ENV });
  t.setNow(new Date('2026-12-10T10:00:00Z'));
  ({ auth, clientId: jordan } = await ukBusinessWithUsClient(t));
  pat = (await createClient(t.app, auth, { full_name: 'Pat Green', email: 'pat@green.co.uk' })).id;
  const dollars = await createInvoice(t.app, auth, dollarInvoice(jordan));
  await send(dollars.invoice_number);
  await issueCreditNote(t.app, auth, {
    invoice_id: dollars.id,
    credit_note_date: '2026-12-03',
    credit_note_items: [{ item_id: dollars.invoice_items[0]?.item_id, quantity: 1, unit_price: 100 }],
  });
  const paid = await postPayment(
    t.app,
    auth,
    paymentBody(dollars.id, 500, { submission_date: '2026-12-05' }),
  );
  expect(paid.statusCode, paid.body).toBe(200);
  const pounds = await createInvoice(
    t.app,
    auth,
    dollarInvoice(pat, {
      invoice_date: '2026-12-02',
      currency_id: GBP,
      invoice_items: [{ name: 'Fix', quantity: 1, unit_price: 10 }],
    }),
  );
  await send(pounds.invoice_number);
  const legacy = await createInvoice(
    t.app,
    auth,
    dollarInvoice(jordan, {
      invoice_date: '2026-12-04',
      invoice_items: [{ name: 'Joinery', quantity: 1, unit_price: 50 }],
    }),
  );
  await send(legacy.invoice_number);
  await t.ctx.db
    .updateTable('documents')
    .set({ exchange_rate_micro: null })
    .where('id', '=', legacy.id)
    .execute();
});
afterAll(async () => {
  await t.close();
});

const basis = async (accounting_basis: 'cash' | 'invoice') => {
  const res = await postCall(t.app, auth, 'tax/update_settings', { accounting_basis });
  expect(res.statusCode, res.body).toBe(200);
};

describe('reports of a UK business with an invoice in US dollars', () => {
  it('sales by client and by item in pounds at the stored rate', async () => {
    const clients = await reportCall(t, auth, 'reports/sales_by_client', DECEMBER);
    // U £952.15 / £190.43 / £1,142.58 (1,142.57808) less the credit note £79.35 / £15.87 / £95.21.
    expect(clients.currency_code).toBe('GBP');
    expect(clients.rows).toEqual([
      expect.objectContaining({ client_id: jordan, net: 872.8, vat: 174.56, gross: 1047.37, documents: 2 }),
      expect.objectContaining({ client_id: pat, net: 10, vat: 2, gross: 12, documents: 1 }),
    ]);
    expect(clients.totals).toEqual({ net: 882.8, vat: 176.56, gross: 1059.37, documents: 3 });
    const items = await reportCall(t, auth, 'reports/sales_by_item', DECEMBER);
    expect(items.rows).toEqual([
      { name: 'Joinery', quantity: 9, amount: 872.8, lines: 2 },
      { name: 'Fix', quantity: 1, amount: 10, lines: 1 },
    ]);
  });

  it('aged receivables and the client statement in pounds', async () => {
    const aged = await reportCall(t, auth, 'reports/aged_receivables', {});
    // $1,440 - $500 paid - $120 credited = $820 still due: £650.63 (650.63474), not yet due.
    expect(aged.rows.map((row: { client_id: number; current: number; total: number }) => row)).toEqual([
      expect.objectContaining({ client_id: jordan, invoices: 1, current: 650.63, total: 650.63 }),
      expect.objectContaining({ client_id: pat, invoices: 1, current: 12, total: 12 }),
    ]);
    expect(aged.totals).toMatchObject({ current: 662.63, total: 662.63 });

    const statement = await reportCall(t, auth, 'reports/client_statement', {
      ...DECEMBER,
      client_id: jordan,
    });
    // Each line converted on its own: £1,142.58 - £95.21 - £396.73 (396.7285).
    expect(statement).toMatchObject({
      opening_balance: 0,
      invoices: 1142.58,
      credit_notes: 95.21,
      payments: 396.73,
      closing_balance: 650.64,
      total_rows: 3,
    });
  });

  it('profit and loss and income tax on both bases', async () => {
    const pnl = await reportCall(t, auth, 'reports/profit_and_loss', DECEMBER);
    expect(pnl.months).toEqual([{ month: '2026-12', income: 882.8, expenses: 0, profit: 882.8 }]);
    expect((await reportCall(t, auth, 'reports/income_tax', { tax_year: 2026 })).income).toBe(882.8);
    await basis('cash');
    // $500.00 carries $83.33 of VAT (240 x 500 / 1,440): £396.73 less £66.12 (66.11877).
    expect((await reportCall(t, auth, 'reports/income_tax', { tax_year: 2026 })).income).toBe(330.61);
    await basis('invoice');
  });

  it('the VAT return and the documents behind it, on the invoice and the cash basis', async () => {
    const vat = await reportCall(t, auth, 'tax/vat_return', DECEMBER);
    expect(vat.boxes).toMatchObject({ box1: 176.56, box6: 882.8 });
    const lines = await reportCall(t, auth, 'tax/vat_return_documents', { ...DECEMBER, box: 1 });
    expect(lines.documents.map((line: { net: number; vat: number; gross: number }) => line.vat)).toEqual([
      190.43, 2, -15.87,
    ]);
    await basis('cash');
    const cash = await reportCall(t, auth, 'tax/vat_return', DECEMBER);
    expect(cash.boxes).toMatchObject({ box1: 66.12, box6: 330.61 });
    const received = await reportCall(t, auth, 'tax/vat_return_documents', { ...DECEMBER, box: 1 });
    expect(received.documents).toEqual([
      expect.objectContaining({ type: 'payment', net: 330.61, vat: 66.12, gross: 396.73 }),
    ]);
    await basis('invoice');
  });

  it("the period pack's profit and loss in pounds", async () => {
    // The figures of the pack's spreadsheet, read as the pack reads them (the whole ZIP, with a PDF and a
    // UBL file of each document, is period-pack.test.ts's).
    const row = await t.ctx.db
      .selectFrom('documents')
      .select('user_id')
      .where('client_id', '=', pat)
      .executeTakeFirstOrThrow();
    const lines = await profitAndLossLines(t.ctx, trustedOwnerId(Number(row.user_id)), DECEMBER);
    expect(lines[0]).toEqual({ month: '2026-12', incomeMinor: 88_280, costsMinor: 0 });
  });
});
