// A German client's invoice (docs/decisions/0389): its PDF and its e-mail are written in German from the
// server's catalogues, with amounts and dates as German writes them (its payments too, and the countries
// named in German, ADR 0394), while the same business's English client still gets today's English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createClient } from '../../../test/catalogue-factories';
import { readPage, tokenInMail } from '../../../test/client-link-calls';
import { EUR, GERMANY } from '../../../test/einvoice-business';
import { signedInUser } from '../../../test/factories';
import { createInvoice, invoiceExample, paymentBody, postPayment } from '../../../test/invoice-factories';
import { parseMail } from '../../../test/mime';
import { pdfText } from '../../../test/pdf-text';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Intl puts no-break spaces between an amount and its sign; a reader sees spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function germanBusinessInvoice(language: string) {
  const { auth } = await signedInUser(t.app, { country: GERMANY, currency: EUR });
  const client = await createClient(t.app, auth, {
    full_name: 'Greta Vogel',
    email: 'greta@vogel.de',
    business_name: 'Vogel Agentur GmbH',
    country: 'Austria',
    language,
  });
  const invoice = await createInvoice(
    t.app,
    auth,
    invoiceExample(client.id, {
      currency_id: EUR,
      discount_value: 0,
      vat_name: 'MwSt.',
      vat_percent: 19,
      tax1_percent: 0,
      notes: '',
      invoice_items: [
        { name: 'Webdesign', description: '', quantity: 1, unit_price: 1234.56, type: 'service' },
      ],
    }),
  );
  return { auth, invoice };
}

async function emailed(auth: Auth, invoiceNumber: string) {
  const res = await postCall(t.app, auth, 'invoice/emailSent', { invoice_number: invoiceNumber });
  expect(res.statusCode, res.body).toBe(200);
  await t.settle();
  const mail = parseMail(smtp.received.at(-1)?.raw ?? '');
  const pdf = mail.attachments.find((part) => part.contentType === 'application/pdf');
  if (!pdf) throw new Error('no PDF attached');
  return { mail, pdf: spaced(await pdfText(pdf.content)) };
}

describe("a German client's invoice", () => {
  it('is e-mailed in German, with a German PDF, amounts as 1.234,56 € and German dates', async () => {
    const { auth, invoice } = await germanBusinessInvoice('de');
    const { mail, pdf } = await emailed(auth, invoice.invoice_number);

    expect(mail.header('subject')).toBe(`Rechnung ${invoice.invoice_number} von Alex Baker`);
    const text = spaced(mail.text);
    for (const expected of [
      'Guten Tag Greta Vogel,',
      `Anbei erhalten Sie die Rechnung ${invoice.invoice_number} vom 21. Nov. 2026 über 1.469,13 €.`,
      '1.469,13 € sind fällig bis 5. Dez. 2026.',
      'Status: Versendet',
      'Sehen Sie sich diese Rechnung online an, und bezahlen Sie sie dort:',
      'Mit freundlichen Grüßen',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Dear');

    for (const expected of [
      'RECHNUNG',
      'Rechnungsnr.',
      'Datum',
      '21. Nov. 2026',
      'Fällig am',
      '5. Dez. 2026',
      'Versendet',
      'RECHNUNG AN',
      'Position',
      'Menge',
      'Einzelpreis',
      'Betrag',
      'Summe der Positionen',
      '1.234,56 €',
      'Zwischensumme',
      'MwSt. (19%)',
      '234,57 €',
      'Gesamtbetrag (EUR)',
      '1.469,13 €',
      'Seite 1 von 1',
    ]) {
      expect(pdf, expected).toContain(expected);
    }
    expect(pdf).not.toMatch(/INVOICE|Subtotal|Page 1 of 1/);
  });

  it('prints its payments with German amounts and the countries in German', async () => {
    const { auth, invoice } = await germanBusinessInvoice('de');
    await emailed(auth, invoice.invoice_number);
    const paid = await postPayment(t.app, auth, paymentBody(invoice.id, 1000, { description: 'Anzahlung' }));
    expect(paid.statusCode, paid.body).toBe(200);
    const { pdf } = await emailed(auth, invoice.invoice_number);
    // The payments received, as the totals write amounts; the client's Austria and the business's Germany.
    for (const expected of ['1.000,00 € (Anzahlung)', 'Österreich', 'Deutschland']) {
      expect(pdf, expected).toContain(expected);
    }
    expect(pdf).not.toMatch(/€1,000\.00|Austria|Germany/);
  });

  it('answers its client page in German: the language, words and amounts the page shows', async () => {
    const { auth, invoice } = await germanBusinessInvoice('de');
    await emailed(auth, invoice.invoice_number);
    const page = await readPage(t.app, tokenInMail(smtp.received.at(-1)?.raw ?? ''));
    expect(page).toMatchObject({
      language: 'de',
      title: 'Rechnung',
      status_label: 'Fällig',
      facts: [
        { label: 'Datum', value: '21. Nov. 2026' },
        { label: 'Fällig am', value: '5. Dez. 2026' },
        { label: 'Status', value: 'Angesehen' },
      ],
      recipient: { heading: 'Rechnung an' },
    });
    expect(page.recipient.lines).toContain('Österreich');
    expect(spaced(page.remaining_due_text)).toBe('1.469,13 €');
    expect(page.totals.map((line) => [line.label, spaced(line.text)])).toEqual([
      ['Summe der Positionen', '1.234,56 €'],
      ['Zwischensumme', '1.234,56 €'],
      ['MwSt. (19%)', '234,57 €'],
      ['Gesamtbetrag (EUR)', '1.469,13 €'],
    ]);
  });

  it("stays in today's English for the same business's English client", async () => {
    const { auth, invoice } = await germanBusinessInvoice('us');
    const { mail, pdf } = await emailed(auth, invoice.invoice_number);
    expect(mail.header('subject')).toBe(`Invoice ${invoice.invoice_number} from Alex Baker`);
    expect(mail.text).toContain('Dear Greta Vogel,');
    expect(mail.text).toContain('Status: Sent');
    for (const expected of [
      'INVOICE',
      'Invoice No.',
      'Subtotal',
      '€1,234.56',
      'Total (EUR)',
      'Page 1 of 1',
      'Austria',
      'Germany',
    ]) {
      expect(pdf, expected).toContain(expected);
    }
  });
});
