// A document in another currency than the business's (issue 28; docs/decisions/0391 and 0392): a UK
// business invoices in US dollars at a rate it typed; the invoice's totals and payment are in dollars, the
// dashboard counts them in pounds at the stored rate (each amount to the cent, half away from zero), the
// next document in dollars is proposed that rate, a missing or non-positive rate is a 422 that stores
// nothing, and the UBL and CII carry BT-6 and BT-111 and pass the XML schema and EN 16931 rules. On SQLite,
// and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DashboardSummary } from '@tradebook/domain/dashboard/dashboard.schemas';
import { getCall, postCall, type Auth } from '../../../test/api-calls';
import { USD } from '../../../test/einvoice-business';
import { EINVOICE_TEST_ENV, einvoiceXmlOf, expectPassesFormat } from '../../../test/einvoice-checks';
import { GBP } from '../../../test/factories';
import { dollarInvoice as dollarInvoiceOf, ukBusinessWithUsClient } from '../../../test/dollar-invoices';
import { createInvoice, paymentBody, postPayment } from '../../../test/invoice-factories';
import { invoiceCount } from '../../../test/invoice-reads';
import { buildTestApp, type TestApp } from '../../../test/test-app';

vi.setConfig({ testTimeout: 240_000 });

let t: TestApp;
let auth: Auth;
let clientId: number;

beforeAll(async () => {
  t = await buildTestApp({ env: EINVOICE_TEST_ENV });
  t.setNow(new Date('2026-12-10T10:00:00Z'));
  ({ auth, clientId } = await ukBusinessWithUsClient(t));
});
afterAll(async () => {
  await t.close();
});

/** $1,440.00 at 0.793457 (test/dollar-invoices.ts), for this test's client. */
function dollarInvoice(overrides: Record<string, unknown> = {}) {
  return dollarInvoiceOf(clientId, overrides);
}

async function summary(): Promise<DashboardSummary> {
  const res = await getCall(t.app, auth, 'dashboard/summary');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as DashboardSummary;
}

async function proposal(currencyId: number | string) {
  return getCall(t.app, auth, `documents/exchange_rate?currency_id=${currencyId}`);
}

describe('an invoice in US dollars for a UK business', () => {
  it('refuses a missing or non-positive rate with a 422 and stores nothing', async () => {
    const before = await invoiceCount(t.app, auth);
    for (const [rate, message] of [
      [undefined, 'Please enter the exchange rate to your currency.'],
      ['', 'Please enter the exchange rate to your currency.'],
      ['0', 'The exchange rate must be a number above 0 with at most 6 decimals.'],
      ['-0.79', 'The exchange rate must be a number above 0 with at most 6 decimals.'],
      ['0.1234567', 'The exchange rate must be a number above 0 with at most 6 decimals.'],
    ] as const) {
      const res = await postCall(t.app, auth, 'create_invoice', dollarInvoice({ exchange_rate: rate }));
      expect(res.statusCode, `${String(rate)}: ${res.body}`).toBe(422);
      expect(res.body).toContain(message);
    }
    expect(await invoiceCount(t.app, auth)).toBe(before);
    // Nothing kept, nothing proposed yet; the business's own currency is 1.
    expect((await proposal(USD)).json().response).toEqual({
      currency_id: USD,
      business_currency_id: GBP,
      exchange_rate: null,
      date: null,
    });
    expect((await proposal(GBP)).json().response).toMatchObject({ exchange_rate: '1' });
    expect((await proposal(999)).statusCode).toBe(422);
    expect((await proposal('x')).statusCode).toBe(422);
  });

  it('keeps its totals and payment in dollars and the dashboard counts them in pounds at the stored rate', async () => {
    const invoice = await createInvoice(t.app, auth, dollarInvoice());
    expect(invoice).toMatchObject({
      currency_id: USD,
      exchange_rate: '0.793457',
      sub_total: 1200,
      vat_amount: 240,
      total_amount_gross: 1440,
    });
    const sent = await postCall(t.app, auth, 'invoice/emailSent', { invoice_number: invoice.invoice_number });
    expect(sent.statusCode, sent.body).toBe(200);
    const paid = await postPayment(
      t.app,
      auth,
      paymentBody(invoice.id, 500, { submission_date: '2026-12-05' }),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().response).toMatchObject({ total_amount_paid: 500, status: 'partpaid' });

    // A pound invoice beside it counts as it is.
    const pounds = await createInvoice(
      t.app,
      auth,
      dollarInvoice({
        currency_id: GBP,
        exchange_rate: '5',
        invoice_items: [{ name: 'Fix', quantity: 1, unit_price: 10 }],
      }),
    );
    expect(pounds.exchange_rate).toBeNull();
    await postCall(t.app, auth, 'invoice/emailSent', { invoice_number: pounds.invoice_number });

    const figures = await summary();
    expect(figures.currency_code).toBe('GBP');
    // $940.00 still due is £745.85 (745.849...); £12.00 of the pound invoice beside it.
    expect(figures.outstanding).toEqual({ amount: 745.85 + 12, count: 2 });
    // $500.00 paid this month: 500 x 0.793457 = 396.7285, so £396.73.
    expect(figures.paid_this_month).toEqual({ amount: 396.73, count: 1 });
    expect(figures.months.at(-1)).toMatchObject({ month: '2026-12', income: 396.73 });
    // VAT of the period so far: $240.00 at the rate is £190.43 (190.42968), and £2.00 of the pound invoice.
    expect(figures.vat_this_period.amount).toBe((19_043 + 200) / 100);

    // The next document in dollars is proposed the rate kept.
    expect((await proposal(USD)).json().response).toEqual({
      currency_id: USD,
      business_currency_id: GBP,
      exchange_rate: '0.793457',
      date: '2026-12-01',
    });
  });

  it('writes BT-6 and BT-111 into its UBL and CII, which pass the EN 16931 rules', async () => {
    const invoice = await createInvoice(t.app, auth, dollarInvoice({ exchange_rate: '0.8' }));
    for (const format of ['ubl', 'cii'] as const) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v3/invoice/einvoice',
        headers: auth,
        payload: { invoice_id: invoice.id, format },
      });
      expect(answer.statusCode, answer.body.slice(0, 500)).toBe(200);
      const xml = await einvoiceXmlOf(format, answer);
      await expectPassesFormat(format, xml, '380');
      // VAT $240.00 at 0.8 is £192.00.
      if (format === 'ubl') {
        expect(xml).toContain('<cbc:DocumentCurrencyCode>USD</cbc:DocumentCurrencyCode>');
        expect(xml).toContain('<cbc:TaxCurrencyCode>GBP</cbc:TaxCurrencyCode>');
        expect(xml).toMatch(/<cbc:TaxAmount currencyID="GBP">192\.00<\/cbc:TaxAmount>/);
        expect(xml).toMatch(/<cbc:TaxAmount currencyID="USD">240\.00<\/cbc:TaxAmount>/);
      } else {
        expect(xml).toContain('<ram:TaxCurrencyCode>GBP</ram:TaxCurrencyCode>');
        expect(xml).toMatch(/<ram:TaxTotalAmount currencyID="GBP">192\.00<\/ram:TaxTotalAmount>/);
      }
    }
  });
});
