import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createClient } from '../../../test/catalogue-factories';
import { signedInUser } from '../../../test/factories';
import { multipart } from '../../../test/forms';
import {
  addPayment,
  createInvoice,
  EXAMPLE_TOTAL,
  invoiceExample,
  paymentBody,
  postPayment,
} from '../../../test/invoice-factories';
import { pdfPages } from '../../../test/pdf-text';
import { ACME_CLIENT } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const local = (url: string) => url.replace('http://tradebook.test', '');

/** A limited company with its tax numbers and bank details, and a client with an address. */
async function business() {
  const user = await signedInUser(t.app);
  const form = multipart({
    fullname: 'Alex Baker',
    business_category_id: '21',
    postal_address: '12 Mill Lane',
    street2: 'Holbeck',
    state: 'West Yorkshire',
    zip: 'LS11 5AB',
    phone1: '0113 496 0000',
    mobile: '07123 456789',
    companyname: 'Baker & Sons Plumbing Ltd',
    companytype: 'Limited Company',
  });
  const profile = await t.app.inject({
    method: 'POST',
    url: '/api/v3/update_profile',
    headers: { ...user.auth, ...form.headers },
    payload: form.payload,
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const bank = await postCall(t.app, user.auth, 'bank/update', {
    is_banking_info_available: 1,
    accountant_name: 'Baker & Sons Plumbing Ltd',
    branch_code: '12-34-56',
    account_number: '12345678',
    is_international_banking_info_enable: 1,
    swift_code: 'ABCDGB2L',
    iban_number: 'GB33BUKB20201555555555',
    is_paypal_info_enable: 0,
    paypal_id: 'paypal.me/nobody',
  });
  expect(bank.statusCode, bank.body).toBe(200);
  const client = await createClient(t.app, user.auth, {
    ...ACME_CLIENT,
    postal_address: '1 High Street',
    zip: 'YO1 7HH',
  });
  return { ...user, client };
}

/** The pages of the invoice's PDF, opened through its pdfLink as the web opens it. */
async function invoicePdf(auth: Auth, invoiceNumber: string) {
  const read = await postCall(t.app, auth, 'invoice/ListByInvoiceNumber', { invoice_number: invoiceNumber });
  expect(read.statusCode, read.body).toBe(200);
  const res = await t.app.inject({ method: 'GET', url: local(read.json().response.pdfLink as string) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`inline; filename="${invoiceNumber}.pdf"`);
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  const pages = await pdfPages(res.rawPayload);
  return { pages, text: pages.join('\n') };
}

/** The lines, totals and business details every invoice of the worked example shows. */
const EXAMPLE_FIGURES = [
  'INVOICE',
  'Invoice No. INV-000001',
  'Date 21 Nov 2026',
  'Due date 5 Dec 2026',
  'BILL TO',
  'Acme Holdings',
  'Jordan Smith',
  '1 High Street',
  'Baker & Sons Plumbing Ltd',
  'Copper pipe',
  '15 mm, per metre',
  '3 £19.99 £59.97',
  '2 Call-out 1 £12.00 £12.00',
  'Items total £71.97',
  'Discount (10%) -£7.20',
  'Subtotal £64.77',
  'VAT (20%) £12.95',
  'Levy (7.5%) £4.86',
  'Total (GBP) £82.58',
  'Payment by bank transfer, please.',
  '12-34-56',
  'GB33BUKB20201555555555',
];

describe('the invoice PDF behind pdfLink', () => {
  it('shows the lines and totals to the cent, and no payment figures before anything is paid', async () => {
    const { auth, client } = await business();
    const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));
    const { pages, text } = await invoicePdf(auth, invoice.invoice_number);
    for (const expected of EXAMPLE_FIGURES) expect(text, expected).toContain(expected);
    expect(pages).toHaveLength(1);
    expect(text).toContain('Page 1 of 1');
    for (const absent of ['Amount paid', 'Remaining due', 'Credit', 'Payments received', 'PAID', 'VOID']) {
      expect(text, absent).not.toContain(absent);
    }
    expect(text).not.toContain('paypal.me/nobody');
  });

  it('shows the payments received, the amount paid and the remaining due of a part-paid invoice', async () => {
    const { auth, client } = await business();
    const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));
    await addPayment(t.app, auth, invoice.id, 30);
    const second = await postPayment(
      t.app,
      auth,
      paymentBody(invoice.id, 12.5, {
        submission_date: '2026-11-28',
        method: 'Cash',
        description: 'On site',
      }),
    );
    expect(second.statusCode, second.body).toBe(200);

    const { pages, text } = await invoicePdf(auth, invoice.invoice_number);
    for (const expected of EXAMPLE_FIGURES) expect(text, expected).toContain(expected);
    for (const expected of [
      'Amount paid -£42.50',
      'Remaining due £40.08',
      'Payments received',
      '22 Nov 2026 · Bank transfer\n£30.00',
      '28 Nov 2026 · Cash\n£12.50 (On site)',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Credit');
    expect(text).not.toContain('PAID');
    expect(pages).toHaveLength(1);
  });

  it('stamps a paid invoice PAID, with nothing remaining due, on one page', async () => {
    const { auth, client } = await business();
    const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));
    await addPayment(t.app, auth, invoice.id, EXAMPLE_TOTAL);
    const { pages, text } = await invoicePdf(auth, invoice.invoice_number);
    for (const expected of EXAMPLE_FIGURES) expect(text, expected).toContain(expected);
    expect(text).toContain('PAID');
    expect(text).toContain('Amount paid -£82.58');
    expect(text).toContain('Remaining due £0.00');
    expect(text).not.toContain('Credit');
    // The stamp lies across the page: the rest of the invoice is not pushed down by it.
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Page 1 of 1');
  });

  it('shows an overpayment as a credit, the remaining due never below 0', async () => {
    const { auth, client } = await business();
    const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));
    await addPayment(t.app, auth, invoice.id, 30);
    const over = await postPayment(
      t.app,
      auth,
      paymentBody(invoice.id, 70, {
        submission_date: '2026-11-30',
        method: 'Card',
        description: '<b>Card</b> & co',
      }),
    );
    expect(over.statusCode, over.body).toBe(200);
    expect(over.json().response).toMatchObject({ remaining_due: 0, credit: 17.42, invoice_status: 'paid' });

    const { pages, text } = await invoicePdf(auth, invoice.invoice_number);
    for (const expected of [
      'PAID',
      'Total (GBP) £82.58',
      'Amount paid -£100.00',
      'Remaining due £0.00',
      'Credit £17.42',
      '22 Nov 2026 · Bank transfer\n£30.00',
      // A note the user typed is drawn as text.
      '30 Nov 2026 · Card\n£70.00 (<b>Card</b> & co)',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('-£17.42');
    expect(pages).toHaveLength(1);
  });

  it('stamps a void invoice VOID rather than PAID, its payments still on record', async () => {
    const { auth, client } = await business();
    const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));
    await addPayment(t.app, auth, invoice.id, EXAMPLE_TOTAL);
    const voided = await postCall(t.app, auth, 'invoice/change_to_void', { invoice_id: invoice.id });
    expect(voided.statusCode, voided.body).toBe(200);
    const { pages, text } = await invoicePdf(auth, invoice.invoice_number);
    expect(pages).toHaveLength(1);
    expect(text).toContain('VOID');
    expect(text).not.toContain('PAID');
    expect(text).toContain('Amount paid -£82.58');
    expect(text).toContain('22 Nov 2026 · Bank transfer\n£82.58');
  });
});
