// Every invoice is a valid e-invoice (issue 17): for invoices with one tax, two taxes, a discount, paid,
// part-paid and in another currency, each UBL, CII, XRechnung (UBL and CII), Peppol BIS and Factur-X file
// the API answers passes its XML schema and the EN 16931 rules (and XRechnung's) with no failed
// assertion at all, checked here again on the bytes answered; the XML inside the Factur-X PDF is the CII;
// and its totals equal the PDF's and the API's to the cent. On SQLite, and on PostgreSQL with
// TEST_DATABASE_URL. Several formats are checked per test: the rules stay loaded in their worker thread.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { EINVOICE_FORMATS } from '@tradebook/domain/einvoices/einvoice-formats';
import { postCall, type Auth } from '../../../test/api-calls';
import { einvoiceBusiness, USD } from '../../../test/einvoice-business';
import { EINVOICE_TEST_ENV, einvoiceXmlOf, expectPassesFormat } from '../../../test/einvoice-checks';
import { addPayment, createInvoice, type InvoiceAnswer } from '../../../test/invoice-factories';
import { pdfText } from '../../../test/pdf-text';
import { buildTestApp, type TestApp } from '../../../test/test-app';

vi.setConfig({ testTimeout: 240_000 });

let t: TestApp;
let owner: Awaited<ReturnType<typeof einvoiceBusiness>>;

beforeAll(async () => {
  t = await buildTestApp({ env: EINVOICE_TEST_ENV });
  owner = await einvoiceBusiness(t.app);
});
afterAll(async () => {
  await t.close();
});

function invoiceBody(overrides: Record<string, unknown> = {}) {
  return {
    invoice_date: '2026-12-01',
    client_id: owner.client.id,
    validity_term: 28,
    currency_id: 978,
    discount_type: 'percent',
    discount_value: 0,
    vat_name: 'MwSt',
    vat_percent: 19,
    tax1_name: 'Tax-2',
    tax1_percent: 0,
    notes: 'Thank you & see you soon <3',
    invoice_items: [
      {
        name: 'Garden design',
        description: 'Plan & planting list',
        quantity: 1.5,
        unit_price: 80,
        type: 'service',
      },
      { name: 'Hedge trimming', description: '', quantity: 3, unit_price: 23.33, type: 'service' },
    ],
    ...overrides,
  };
}

function download(auth: Auth, invoiceId: number, format: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v3/invoice/einvoice',
    headers: auth,
    payload: { invoice_id: invoiceId, format },
  });
}

const cii = new XMLParser({ removeNSPrefix: true, processEntities: false });

/** The CII's grand total and amount due, in cents. */
function ciiTotals(xml: string) {
  type Sums = { GrandTotalAmount: string; DuePayableAmount: string };
  const doc = cii.parse(xml) as {
    CrossIndustryInvoice: {
      SupplyChainTradeTransaction: {
        ApplicableHeaderTradeSettlement: { SpecifiedTradeSettlementHeaderMonetarySummation: Sums };
      };
    };
  };
  const sums =
    doc.CrossIndustryInvoice.SupplyChainTradeTransaction.ApplicableHeaderTradeSettlement
      .SpecifiedTradeSettlementHeaderMonetarySummation;
  return {
    total: Math.round(Number(sums.GrandTotalAmount) * 100),
    due: Math.round(Number(sums.DuePayableAmount) * 100),
  };
}

const cents = (amount: number) => Math.round(amount * 100);

async function expectValidEverywhere(invoice: InvoiceAnswer) {
  const files: Record<string, string> = {};
  for (const format of EINVOICE_FORMATS) {
    const answer = await download(owner.auth, invoice.id, format);
    expect(answer.statusCode, `${format}: ${answer.body.slice(0, 500)}`).toBe(200);
    const xml = await einvoiceXmlOf(format, answer);
    files[format] = xml;
    await expectPassesFormat(format, xml, '380');
    if (format === 'facturx') {
      expect(answer.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(answer.rawPayload);
      const pdf = answer.rawPayload.toString('latin1');
      expect(pdf).toContain('/AFRelationship /Alternative');
      expect(pdf).toContain('<pdfaid:part>3</pdfaid:part>');
      expect(pdf).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
      expect(pdf).toContain('/OutputIntents');
      expect(pdf).not.toMatch(/\/Subtype \/Type1/); // every font is an embedded TrueType font
      const totals = ciiTotals(xml);
      expect(totals.total).toBe(cents(invoice.total_amount_gross));
      expect(totals.due).toBe(cents(invoice.remaining_due));
      const grand = invoice.total_amount_gross.toLocaleString('en-GB', { minimumFractionDigits: 2 });
      expect(text).toContain(grand);
    } else {
      expect(answer.headers['content-type']).toMatch(/^application\/xml/);
    }
  }
  // The XML extracted back from the Factur-X PDF is the CII file.
  expect(files.facturx).toBe(files.cii);
}

describe('e-invoices of invoices', () => {
  it('one tax: every format passes its schema and rules', async () => {
    await expectValidEverywhere(await createInvoice(t.app, owner.auth, invoiceBody()));
  });

  it('two taxes: both become one VAT rate, named in a note, and every format passes', async () => {
    const invoice = await createInvoice(
      t.app,
      owner.auth,
      invoiceBody({ tax1_name: 'Levy', tax1_percent: 7.5 }),
    );
    await expectValidEverywhere(invoice);
    const ubl = (await download(owner.auth, invoice.id, 'ubl')).body;
    expect(ubl).toContain('<cbc:Percent>26.5</cbc:Percent>');
    expect(ubl).toMatch(/MwSt 19% = [\d.]+ EUR; Levy 7\.5% = [\d.]+ EUR/);
  });

  it('a discount becomes a document-level allowance, and every format passes', async () => {
    const invoice = await createInvoice(t.app, owner.auth, invoiceBody({ discount_value: 10 }));
    await expectValidEverywhere(invoice);
    const ubl = (await download(owner.auth, invoice.id, 'ubl')).body;
    expect(ubl).toContain('<cbc:AllowanceChargeReasonCode>95</cbc:AllowanceChargeReasonCode>');
  });

  it('a paid and a part-paid invoice say what was paid and what is due', async () => {
    const paid = await createInvoice(t.app, owner.auth, invoiceBody());
    await addPayment(t.app, owner.auth, paid.id, paid.total_amount_gross);
    const part = await createInvoice(t.app, owner.auth, invoiceBody());
    await addPayment(t.app, owner.auth, part.id, 50);
    for (const id of [paid.id, part.id]) {
      const now = (await postCall(t.app, owner.auth, 'invoice/ListByInvoiceNumber', {
        invoice_number: id === paid.id ? paid.invoice_number : part.invoice_number,
      }).then((res) => res.json().response)) as InvoiceAnswer;
      await expectValidEverywhere(now);
    }
  });

  it('an invoice in another currency is written in that currency', async () => {
    const invoice = await createInvoice(
      t.app,
      owner.auth,
      invoiceBody({ currency_id: USD, exchange_rate: '0.92' }),
    );
    await expectValidEverywhere(invoice);
    expect((await download(owner.auth, invoice.id, 'cii')).body).toContain(
      '<ram:InvoiceCurrencyCode>USD</ram:InvoiceCurrencyCode>',
    );
  });
});
