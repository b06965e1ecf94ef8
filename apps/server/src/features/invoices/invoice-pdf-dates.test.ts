// The invoice PDF prints its dates in the order of the business's country (docs/decisions/0368).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, postForm, type Auth } from '../../../test/api-calls';
import { createClient } from '../../../test/catalogue-factories';
import { signedInUser } from '../../../test/factories';
import { addPayment, createInvoice, invoiceExample } from '../../../test/invoice-factories';
import { pdfText } from '../../../test/pdf-text';
import { ACME_CLIENT } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A business of `country` with a part-paid invoice dated 21 Nov 2026, due 14 days later, paid on 22 Nov. */
async function paidInvoiceOf(country: string) {
  const { auth } = await signedInUser(t.app);
  const set = await postForm(t.app, auth, 'update_country', { countryname: country }, { version: 'v3' });
  expect(set.statusCode, set.body).toBe(200);
  const client = await createClient(t.app, auth, ACME_CLIENT);
  const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));
  await addPayment(t.app, auth, invoice.id, 30);
  return { auth, number: invoice.invoice_number };
}

async function invoicePdfText(auth: Auth, invoiceNumber: string): Promise<string> {
  const read = await postCall(t.app, auth, 'invoice/ListByInvoiceNumber', { invoice_number: invoiceNumber });
  expect(read.statusCode, read.body).toBe(200);
  const url = (read.json().response.pdfLink as string).replace('http://tradebook.test', '');
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
}

describe('dates on the invoice PDF', () => {
  it('are month first for an American business', async () => {
    const { auth, number } = await paidInvoiceOf('us');
    const text = await invoicePdfText(auth, number);
    expect(text).toContain('Date Nov 21, 2026');
    expect(text).toContain('Due date Dec 5, 2026');
    expect(text).toMatch(/Nov 22, 2026 · Bank transfer/i);
    expect(text).not.toContain('21 Nov 2026');
  });

  it('are day first for a British business', async () => {
    const { auth, number } = await paidInvoiceOf('gb');
    const text = await invoicePdfText(auth, number);
    expect(text).toContain('Date 21 Nov 2026');
    expect(text).toContain('Due date 5 Dec 2026');
    expect(text).toMatch(/22 Nov 2026 · Bank transfer/i);
    expect(text).not.toContain('Nov 21, 2026');
  });
});
