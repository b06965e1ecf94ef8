// Every owner answer of a quotation, an invoice and a credit note, and every list row, carries the one
// status in plain words computed on the server (docs/decisions/0350, 0366), Viewed included once the
// client opened the link; the PDF, the e-mail and the client's page say the same word.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import {
  emailAndReadLink,
  ownerWithSentDocuments,
  postPage,
  readPage,
  todayDate,
} from '../../../test/client-link-calls';
import { issueCreditNote, readCreditNote } from '../../../test/credit-note-factories';
import { createInvoice, invoiceExample } from '../../../test/invoice-factories';
import { parseMail } from '../../../test/mime';
import { pdfText } from '../../../test/pdf-text';
import { createQuotation, ownerWithClient, workedExample } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Worded {
  status_word?: string;
  pdfLink?: string;
  [field: string]: unknown;
}

async function read(auth: Auth, path: string, body: object): Promise<Worded> {
  const res = await postCall(t.app, auth, path, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as Worded;
}

async function listWords(auth: Auth, path: string, numberField: string): Promise<Record<string, string>> {
  const res = await postCall(t.app, auth, path, {});
  expect(res.statusCode, res.body).toBe(200);
  const rows = res.json().response as Worded[];
  return Object.fromEntries(rows.map((row) => [String(row[numberField]), String(row.status_word)]));
}

const readInvoice = (auth: Auth, number: string) =>
  read(auth, 'invoice/ListByInvoiceNumber', { invoice_number: number });
const readQuotation = (auth: Auth, number: string) =>
  read(auth, 'quotation/ListByquotationNumber', { quotation_number: number });
const invoiceWords = (auth: Auth) => listWords(auth, 'get_invoice_list_by_user', 'invoice_number');
const quotationWords = (auth: Auth) => listWords(auth, 'get_quotation_list_by_user', 'quotation_number');

async function pdfOf(answer: Worded): Promise<string> {
  const url = String(answer.pdfLink).replace(/^https?:\/\/[^/]+/, '');
  const pdf = await t.app.inject({ method: 'GET', url });
  expect(pdf.statusCode).toBe(200);
  return pdfText(pdf.rawPayload);
}

describe('status_word in the owner answers', () => {
  it('reads Draft, then Sent once e-mailed, then Viewed once the client opened the link', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const dated = { invoice_date: todayDate() };
    const invoice = await createInvoice(t.app, auth, invoiceExample(client.id, dated));
    const untouched = await createInvoice(t.app, auth, invoiceExample(client.id, dated));
    const number = invoice.invoice_number;
    expect((await readInvoice(auth, number)).status_word).toBe('Draft');
    expect(await invoiceWords(auth)).toEqual({ [number]: 'Draft', [untouched.invoice_number]: 'Draft' });

    const token = await emailAndReadLink(t, auth, 'invoice', number);
    // The e-mail and its PDF say the word the invoice has once sent, not the draft it was.
    const mail = parseMail(t.readOutbox().at(-1) ?? '');
    expect(mail.text).toContain('Status: Sent');
    const attached = await pdfText(mail.attachments[0]!.content);
    expect(attached).toMatch(/Status\s*Sent/);
    expect((await readInvoice(auth, number)).status_word).toBe('Sent');

    expect((await readPage(t.app, token)).status_word).toBe('Viewed');
    const viewed = await readInvoice(auth, number);
    expect(viewed.status_word).toBe('Viewed');
    expect(await pdfOf(viewed)).toMatch(/Status\s*Viewed/);
    expect(await invoiceWords(auth)).toEqual({ [number]: 'Viewed', [untouched.invoice_number]: 'Draft' });
  });

  it('reads Overdue past the due date, even once viewed', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const invoice = await createInvoice(
      t.app,
      auth,
      invoiceExample(client.id, { invoice_date: '2020-01-01', validity_term: 14 }),
    );
    const token = await emailAndReadLink(t, auth, 'invoice', invoice.invoice_number);
    expect((await readPage(t.app, token)).status_word).toBe('Overdue');
    expect((await readInvoice(auth, invoice.invoice_number)).status_word).toBe('Overdue');
    expect(await invoiceWords(auth)).toEqual({ [invoice.invoice_number]: 'Overdue' });
  });

  it("reads a quotation's Viewed, Approved and Invoiced in the answer and the list", async () => {
    const { auth, quotation, quotationToken } = await ownerWithSentDocuments(t);
    const number = quotation.quotation_number;
    // ownerWithSentDocuments has not opened the links yet.
    expect((await readQuotation(auth, number)).status_word).toBe('Sent');
    expect((await readPage(t.app, quotationToken)).status_word).toBe('Viewed');
    expect((await readQuotation(auth, number)).status_word).toBe('Viewed');
    expect(await quotationWords(auth)).toEqual({ [number]: 'Viewed' });

    const accepted = await postPage(t.app, quotationToken, 'accept', { name: 'Jordan Smith' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await quotationWords(auth)).toEqual({ [number]: 'Approved' });
    const converted = await postCall(t.app, auth, 'quotation/convert_to_invoice', {
      quotation_id: quotation.quotation_id,
    });
    expect(converted.statusCode, converted.body).toBe(200);
    const invoiced = await readQuotation(auth, number);
    expect(invoiced.status_word).toBe('Invoiced');
    expect(await pdfOf(invoiced)).toMatch(/Status\s*Invoiced/);
    expect(await quotationWords(auth)).toEqual({ [number]: 'Invoiced' });
  });

  it("reads a credit note's Issued", async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const draft = await createQuotation(t.app, auth, workedExample(client.id));
    expect((await readQuotation(auth, draft.quotation_number)).status_word).toBe('Draft');
    const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));
    await emailAndReadLink(t, auth, 'invoice', invoice.invoice_number);
    const note = await issueCreditNote(t.app, auth, { invoice_id: invoice.invoice_id });
    const read = await readCreditNote(t.app, auth, String(note.credit_note_number));
    expect(read.status_word).toBe('Issued');
    const list = await postCall(t.app, auth, 'get_credit_note_list_by_user', {});
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().response.map((row: Worded) => row.status_word)).toEqual(['Issued']);
  });

  it("never shows one owner's views to another", async () => {
    const first = await ownerWithSentDocuments(t);
    const second = await ownerWithSentDocuments(t);
    await readPage(t.app, first.invoiceToken);
    expect((await readInvoice(second.auth, second.invoice.invoice_number)).status_word).toBe('Sent');
    expect((await readInvoice(first.auth, first.invoice.invoice_number)).status_word).toBe('Viewed');
  });
});
