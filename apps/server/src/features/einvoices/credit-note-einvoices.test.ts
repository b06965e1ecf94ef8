// A credit note is an e-invoice like its invoice (issue 17; docs/decisions/0318, 0319): credit_note/einvoice
// answers every format (UBL as a CreditNote, CII, XRechnung, Peppol BIS, Factur-X) with type code 381 and
// the invoice it credits (BG-3), each file passing its schema and the EN 16931 rules (and XRechnung's) with
// no failed assertion; amounts are positive, nothing prepaid, the total due. credit_note/einvoice_check says
// what is missing; another user's credit note is 404; the e-mail carries the Factur-X PDF when chosen. On
// SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EINVOICE_FORMATS } from '@tradebook/domain/einvoices/einvoice-formats';
import { EINVOICE_MESSAGES } from '@tradebook/domain/einvoices/einvoice.schemas';
import { postCall, type Auth } from '../../../test/api-calls';
import { createClient } from '../../../test/catalogue-factories';
import { issueCreditNote, sentInvoice, type CreditNoteAnswer } from '../../../test/credit-note-factories';
import { einvoiceBusiness, EUR } from '../../../test/einvoice-business';
import { EINVOICE_TEST_ENV, einvoiceXmlOf, expectPassesFormat } from '../../../test/einvoice-checks';
import { addPayment, type InvoiceAnswer } from '../../../test/invoice-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { FORMAT_SPECS } from './engine/einvoice-formats';

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

const call = (auth: Auth, path: string, payload: object) => postCall(t.app, auth, path, payload);
const cents = (amount: number) => Math.round(amount * 100);

/** A sent invoice of the e-invoice business (two taxes, a 10% discount), 50.00 of it paid, and a credit
 * note of its first line with the part paid beyond the due refunded. */
async function creditNoteOf(business: typeof owner, clientId = business.client.id) {
  const invoice = await sentInvoice(t.app, business.auth, clientId, { currency_id: EUR });
  await addPayment(t.app, business.auth, invoice.id, 50);
  const note = await issueCreditNote(t.app, business.auth, {
    invoice_id: invoice.id,
    credit_note_date: '2026-11-25',
    credit_note_items: [{ item_id: invoice.invoice_items[0]?.item_id }],
    settlement: 'refunded',
  });
  return { invoice, note };
}

function download(auth: Auth, note: CreditNoteAnswer, format: string) {
  return call(auth, 'credit_note/einvoice', { credit_note_id: note.credit_note_id, format });
}

/** The first number of the XML between the tags named (namespace prefix included). */
function amountIn(xml: string, tag: string): number | undefined {
  const found = new RegExp(`<${tag}[^>]*>([^<]+)</${tag}>`).exec(xml);
  return found ? cents(Number(found[1])) : undefined;
}

async function expectValidCreditNote(note: CreditNoteAnswer, invoice: InvoiceAnswer) {
  const files: Record<string, string> = {};
  const invoiceDate = String(invoice.invoice_date);
  for (const format of EINVOICE_FORMATS) {
    const answer = await download(owner.auth, note, format);
    expect(answer.statusCode, `${format}: ${answer.body.slice(0, 500)}`).toBe(200);
    expect(answer.headers['content-disposition']).toContain(`CN-`);
    const xml = await einvoiceXmlOf(format, answer);
    files[format] = xml;
    await expectPassesFormat(format, xml, '381');
    if (FORMAT_SPECS[format].syntax === 'ubl') {
      expect(xml).toContain('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"');
      expect(xml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
      expect(xml).toMatch(
        new RegExp(
          `<cac:BillingReference>\\s*<cac:InvoiceDocumentReference>\\s*<cbc:ID>${invoice.invoice_number}</cbc:ID>` +
            `\\s*<cbc:IssueDate>${invoiceDate}</cbc:IssueDate>`,
        ),
      );
      expect(xml).not.toContain('PrepaidAmount');
      expect(amountIn(xml, 'cbc:PayableAmount')).toBe(cents(note.total_amount_gross));
    } else {
      expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
      expect(xml).toContain(
        `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${invoice.invoice_number}</ram:IssuerAssignedID>` +
          `<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${invoiceDate.replace(/-/g, '')}`,
      );
      expect(amountIn(xml, 'ram:GrandTotalAmount')).toBe(cents(note.total_amount_gross));
      expect(amountIn(xml, 'ram:DuePayableAmount')).toBe(cents(note.total_amount_gross));
    }
    if (format === 'facturx') expect(answer.headers['content-type']).toBe('application/pdf');
  }
  expect(files.facturx).toBe(files.cii);
}

describe('e-invoices of credit notes', () => {
  it('every format is type 381, names the invoice, has positive amounts and passes its schema and rules', async () => {
    const { invoice, note } = await creditNoteOf(owner);
    expect(note.total_amount_gross).toBeGreaterThan(0);
    expect(note.refunded_amount).toBeGreaterThan(0);
    await expectValidCreditNote(note, invoice);
    const check = await call(owner.auth, 'credit_note/einvoice_check', {
      credit_note_id: note.credit_note_id,
      format: 'peppol',
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().response).toEqual({ ready: true, format: 'peppol', problems: [] });
  });

  it("another user's credit note, or an invoice's id, is not found", async () => {
    const { invoice, note } = await creditNoteOf(owner);
    const other = await einvoiceBusiness(t.app);
    for (const path of ['credit_note/einvoice_check', 'credit_note/einvoice']) {
      const theirs = await call(other.auth, path, { credit_note_id: note.credit_note_id, format: 'ubl' });
      expect([path, theirs.statusCode]).toEqual([path, 404]);
      const notANote = await call(owner.auth, path, { credit_note_id: invoice.id, format: 'ubl' });
      expect([path, notANote.statusCode]).toEqual([path, 404]);
      const unauthenticated = await call({}, path, { credit_note_id: note.credit_note_id, format: 'ubl' });
      expect([path, unauthenticated.statusCode]).toEqual([path, 401]);
    }
  });

  it('a credit note whose client lacks what XRechnung needs answers the check and refuses the file', async () => {
    const client = await createClient(t.app, owner.auth, {
      full_name: 'Eva Beispiel',
      email: 'eva@example.de',
      business_name: 'Beispiel GmbH',
      country: 'Germany',
      postal_address: 'Weg 2',
    });
    const { note } = await creditNoteOf(owner, client.id);
    const check = await call(owner.auth, 'credit_note/einvoice_check', {
      credit_note_id: note.credit_note_id,
      format: 'xrechnung-cii',
    });
    expect(check.statusCode, check.body).toBe(200);
    const answer = check.json().response as { ready: boolean; problems: Array<{ message: string }> };
    expect(answer.ready).toBe(false);
    const messages = answer.problems.map((problem) => problem.message);
    expect(messages).toContain(
      "Add the client's buyer reference (the Leitweg-ID of a German public body) in Edit client.",
    );
    const file = await download(owner.auth, note, 'xrechnung-cii');
    expect(file.statusCode).toBe(422);
    expect(file.body).toContain(EINVOICE_MESSAGES.creditNoteNotReady);
  });

  it('a credit note that names no invoice is refused with the reason', async () => {
    const { note } = await creditNoteOf(owner);
    await t.ctx.db
      .updateTable('documents')
      .set({ source_document_id: null })
      .where('id', '=', note.credit_note_id)
      .execute();
    const check = await call(owner.auth, 'credit_note/einvoice_check', {
      credit_note_id: note.credit_note_id,
      format: 'ubl',
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().response).toMatchObject({
      ready: false,
      problems: [{ place: 'invoice', message: EINVOICE_MESSAGES.noPrecedingInvoice }],
    });
  });

  it("the credit note's e-mail carries its Factur-X PDF when the owner chose it", async () => {
    const business = await einvoiceBusiness(t.app);
    const settings = await call(business.auth, 'einvoice/update_settings', {
      endpoint_scheme: '9930',
      endpoint_id: 'DE123456789',
      email_attachment: 'facturx',
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const { note } = await creditNoteOf(business);
    const sent = await call(business.auth, 'credit_note/emailSent', {
      credit_note_number: note.credit_note_number,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await t.settle();
    const mail = t.readOutbox().find((raw) => raw.includes(`${note.credit_note_number}-facturx.pdf`));
    expect(mail, 'an e-mail with the Factur-X PDF').toBeDefined();
  });
});
