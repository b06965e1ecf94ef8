// 'Bill to' prints the client's whole address (docs/decisions/0352): the town too, and a UK postcode in
// its own form ('b14 7xy' prints 'B14 7XY'), on the PDF and on the client's page built from it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../../test/catalogue-factories';
import { emailAndReadLink, readPage, todayDate } from '../../../test/client-link-calls';
import { createInvoice, invoiceExample } from '../../../test/invoice-factories';
import { pdfText } from '../../../test/pdf-text';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { postCall } from '../../../test/api-calls';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the PDF's Bill to", () => {
  it('prints the street, the town, the county, the postcode in its form and the country', async () => {
    const { auth } = await signedInUser(t.app);
    const client = await createClient(t.app, auth, {
      full_name: 'Jordan Smith',
      email: 'jordan@acme.co.uk',
      postal_address: '12 Kings Road',
      city: 'Birmingham',
      state: 'West Midlands',
      zip: 'b14 7xy',
      country: 'United Kingdom',
    });
    const invoice = await createInvoice(
      t.app,
      auth,
      invoiceExample(client.id, { invoice_date: todayDate() }),
    );
    const read = await postCall(t.app, auth, 'invoice/ListByInvoiceNumber', {
      invoice_number: invoice.invoice_number,
    });
    const url = String(read.json().response.pdfLink).replace(/^https?:\/\/[^/]+/, '');
    const pdf = await t.app.inject({ method: 'GET', url });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const line of ['12 Kings Road', 'Birmingham', 'West Midlands', 'B14 7XY', 'United Kingdom']) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain('b14 7xy');

    const token = await emailAndReadLink(t, auth, 'invoice', invoice.invoice_number);
    const page = await readPage(t.app, token);
    // The owner's word for it too (docs/decisions/0350): sent, and now opened by the client.
    expect(page.status_word).toBe('Viewed');
    expect(page.recipient.lines).toEqual(
      expect.arrayContaining(['12 Kings Road', 'Birmingham', 'West Midlands', 'B14 7XY', 'United Kingdom']),
    );
  });
});
