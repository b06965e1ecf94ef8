import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getResponse, postCall, type Auth } from '../../../test/api-calls';
import { multipart } from '../../../test/forms';
import {
  createQuotation,
  ownerWithClient,
  workedExample,
  type QuotationAnswer,
} from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { InvoiceAnswer } from '../../../test/invoice-factories';

let t: TestApp;
let photo: Buffer;
let plan: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a0522d' } })
    .jpeg()
    .toBuffer();
  plan = await sharp({ create: { width: 80, height: 40, channels: 4, background: '#2a6f97' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});
// Conversion dates the invoice today: a fixed today makes its dates known.
beforeEach(() => t.setNow(new Date('2026-12-01T10:00:00Z')));
afterEach(() => t.setNow(undefined));

const MESSAGES = {
  notApproved: 'Only an approved quotation can be converted to an invoice.',
  already: 'This quotation was already converted to an invoice.',
};

const call = (auth: Auth, route: string, payload: object = {}) => postCall(t.app, auth, route, payload);
const local = (url: string) => url.replace('http://tradebook.test', '');
const convert = (auth: Auth, quotationId: number) =>
  call(auth, 'quotation/convert_to_invoice', { quotation_id: quotationId });

async function uploadToQuotation(auth: Auth, quotationId: number) {
  const form = multipart({
    quotation_id: String(quotationId),
    'quotation_attachments[]': [
      { filename: 'site.jpg', contentType: 'image/jpeg', data: photo },
      { filename: 'plan.png', contentType: 'image/png', data: plan },
    ],
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v3/upload_quotation_attachment',
    headers: { ...auth, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as Array<{ id: number; filename: string; url: string }>;
}

/** An owner (invoice terms of 30 days) with an approved quotation of the worked example, with two
 * attachments. */
async function approvedQuotation() {
  const owner = await ownerWithClient(t.app);
  await call(owner.auth, 'terms_days/post', { invoice_days: 30, quotation_days: 14 });
  const quotation = await createQuotation(t.app, owner.auth, workedExample(owner.client.id));
  const attachments = await uploadToQuotation(owner.auth, quotation.id);
  const approved = await call(owner.auth, 'quotation_change_status', {
    quotation_id: quotation.id,
    status: 'approved',
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return { ...owner, quotation, attachments };
}

async function readQuotation(auth: Auth, number: string): Promise<QuotationAnswer> {
  const res = await call(auth, 'quotation/ListByquotationNumber', { quotation_number: number });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as QuotationAnswer;
}

async function readInvoice(auth: Auth, number: string): Promise<InvoiceAnswer> {
  const res = await call(auth, 'invoice/ListByInvoiceNumber', { invoice_number: number });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as InvoiceAnswer;
}

async function download(url: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url: local(url) });
  expect(res.statusCode, url).toBe(200);
  return res.rawPayload;
}

/** The files stored for the owner of an attachment link. */
function storedFiles(attachmentUrl: string): string[] {
  const owner = /\/files\/attachment\/(\d+)\//.exec(attachmentUrl)?.[1] ?? 'none';
  const folder = path.join(t.ctx.config.dataDir, 'files', owner);
  return fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => !name.startsWith('.')) : [];
}

async function invoiceCount(auth: Auth): Promise<number> {
  const res = await call(auth, 'get_invoice_list_by_user', {});
  return res.json().pagination.total as number;
}

describe('quotation/convert_to_invoice', () => {
  it("makes a draft invoice with the quotation's client, items, discount, taxes, notes and attachments", async () => {
    const { auth, client, quotation, attachments } = await approvedQuotation();
    const res = await convert(auth, quotation.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, message: 'Save data Successful.' });
    const invoice = res.json().response as InvoiceAnswer;

    expect(invoice).toMatchObject({
      invoice_number: 'INV-000001',
      invoice_status: 'draft',
      invoice_type: 'draft',
      // Dated today with the invoice_days terms, not the quotation's date and validity.
      invoice_date: '2026-12-01',
      validity_term: 30,
      expiry_date: '2026-12-31',
      client_id: client.id,
      client: { client_id: client.id, business_name: 'Acme Holdings', name: 'Jordan Smith' },
      currency_id: 826,
      discount_type: 'percent',
      discount_value: 10,
      total_discount_amount: 7.2,
      vat_name: 'VAT',
      vat_percent: 20,
      vat_amount: 12.95,
      tax1_name: 'Levy',
      tax1_percent: 7.5,
      tax1_amount: 4.86,
      items_total: 71.97,
      sub_total: 64.77,
      total_amount_net: 64.77,
      total_amount_gross: 82.58,
      total_amount_paid: 0,
      remaining_due: 82.58,
      notes: 'Work starts within five days of approval.',
      is_image: 'Y',
      payments: [],
      quotation: { quotation_id: quotation.id, quotation_number: quotation.quotation_number },
    });
    const lineFields = ({
      name,
      description,
      quantity,
      unit_price,
      type,
      total,
    }: Record<string, unknown>) => ({
      name,
      description,
      quantity,
      unit_price,
      type,
      total,
    });
    expect(invoice.invoice_items.map(lineFields)).toEqual(quotation.quotation_items.map(lineFields));
    expect(invoice.invoice_items.map(lineFields)).toEqual([
      {
        name: 'Copper pipe',
        description: '15 mm, per metre',
        quantity: 3,
        unit_price: 19.99,
        type: 'parts',
        total: 59.97,
      },
      { name: 'Call-out', description: '', quantity: 1, unit_price: 12, type: 'service', total: 12 },
    ]);
    // The invoice's lines are its own rows, not the quotation's.
    const quotationLineIds = quotation.quotation_items.map((line) => line.item_id);
    for (const line of invoice.invoice_items) expect(quotationLineIds).not.toContain(line.item_id);

    // Each attachment is a copy of the file under a name of its own, with the same picture.
    expect(invoice.invoice_attachments).toHaveLength(2);
    const copies = invoice.invoice_attachments;
    for (const [index, original] of attachments.entries()) {
      const copy = copies[index]!;
      expect(copy.filename).not.toBe(original.filename);
      expect(await download(copy.url)).toEqual(await download(original.url));
    }
    expect(storedFiles(copies[0]!.url)).toHaveLength(4);

    // Linked both ways: the quotation names its invoice, in its answer and in its list row.
    const read = await readQuotation(auth, quotation.quotation_number);
    expect(read).toMatchObject({
      quotation_status: 'approved',
      invoice: { invoice_id: invoice.id, invoice_number: 'INV-000001' },
    });
    const quotations = await call(auth, 'get_quotation_list_by_user', {});
    expect(quotations.json().response[0]).toMatchObject({
      quotation_id: quotation.id,
      invoice: { invoice_id: invoice.id, invoice_number: 'INV-000001' },
    });
    const invoices = await call(auth, 'get_invoice_list_by_user', {});
    expect(invoices.json().response).toHaveLength(1);
    expect(invoices.json().response[0]).toMatchObject({
      invoice_id: invoice.id,
      attachment_count: 2,
      has_note: true,
      total_amount_gross: 82.58,
      quotation: { quotation_id: quotation.id, quotation_number: quotation.quotation_number },
    });
    expect(await readInvoice(auth, 'INV-000001')).toMatchObject({
      quotation: { quotation_id: quotation.id, quotation_number: quotation.quotation_number },
    });
  });

  it("gives each document its own files: deleting the invoice's copy keeps the quotation's", async () => {
    const { auth, quotation, attachments } = await approvedQuotation();
    const invoice = (await convert(auth, quotation.id)).json().response as InvoiceAnswer;
    const copy = invoice.invoice_attachments[0]!;
    const deleted = await call(auth, 'delete_invoice_attachment', {
      attachment_id: copy.id,
      filename: copy.filename,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(storedFiles(copy.url)).not.toContain(copy.filename);
    expect(storedFiles(copy.url)).toHaveLength(3);
    const read = await readQuotation(auth, quotation.quotation_number);
    expect(read.quotation_attachments.map(({ filename }) => filename)).toEqual(
      attachments.map(({ filename }) => filename),
    );
    for (const attachment of read.quotation_attachments) await download(attachment.url);
  });

  it('refuses a second conversion (409) and changes nothing', async () => {
    const { auth, quotation, attachments } = await approvedQuotation();
    const first = await convert(auth, quotation.id);
    expect(first.statusCode).toBe(200);
    const files = storedFiles(attachments[0]!.url).sort();

    const second = await convert(auth, quotation.id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ status: 0, message: MESSAGES.already });
    expect(await invoiceCount(auth)).toBe(1);
    expect(storedFiles(attachments[0]!.url).sort()).toEqual(files);
    expect((await readQuotation(auth, quotation.quotation_number)).invoice).toEqual({
      invoice_id: first.json().response.id,
      invoice_number: 'INV-000001',
    });
  });

  it('makes exactly one invoice when the same quotation is converted several times at once', async () => {
    const { auth, quotation, attachments } = await approvedQuotation();
    // Some are refused by the check before the insert, others (on PostgreSQL) by the link's unique index.
    const answers = await Promise.all(Array.from({ length: 6 }, () => convert(auth, quotation.id)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      expect(res.json()).toMatchObject({ status: 0, message: MESSAGES.already });
    }
    expect(await invoiceCount(auth)).toBe(1);
    const made = answers.find((res) => res.statusCode === 200)!.json().response as InvoiceAnswer;
    expect(made.invoice_number).toBe('INV-000001');
    expect((await readQuotation(auth, quotation.quotation_number)).invoice).toEqual({
      invoice_id: made.id,
      invoice_number: 'INV-000001',
    });
    // The refused ones left no copied file behind and used no number: the next invoice is INV-000002.
    expect(storedFiles(attachments[0]!.url)).toHaveLength(4);
    expect((await getResponse(t.app, auth, 'get_invoice_number')).invoice_number).toBe('INV-000002');
  });

  it('refuses a quotation that is not approved (409) and makes no invoice', async () => {
    const owner = await ownerWithClient(t.app);
    const body = workedExample(owner.client.id);
    const draft = await createQuotation(t.app, owner.auth, body);
    const sent = await createQuotation(t.app, owner.auth, body);
    await call(owner.auth, 'quotation/emailSent', { quotation_number: sent.quotation_number });
    const rejected = await createQuotation(t.app, owner.auth, body);
    await call(owner.auth, 'quotation_change_status', { quotation_id: rejected.id, status: 'rejected' });
    const voided = await createQuotation(t.app, owner.auth, body);
    await call(owner.auth, 'quotation_change_status', { quotation_id: voided.id, status: 'approved' });
    await call(owner.auth, 'quotation_void', { quotation_id: voided.id });

    for (const quotation of [draft, sent, rejected, voided]) {
      const res = await convert(owner.auth, quotation.id);
      expect(res.statusCode, quotation.quotation_number).toBe(409);
      expect(res.json()).toMatchObject({ status: 0, message: MESSAGES.notApproved });
      expect((await readQuotation(owner.auth, quotation.quotation_number)).invoice).toBeNull();
    }
    expect(await invoiceCount(owner.auth)).toBe(0);
    expect((await getResponse(t.app, owner.auth, 'get_invoice_number')).invoice_number).toBe('INV-000001');
  });

  it('says what is missing, and answers 404 for an unknown quotation or an invoice id', async () => {
    const { auth, quotation } = await approvedQuotation();
    const missing = await call(auth, 'quotation/convert_to_invoice', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ status: 0, message: ['Quotation ID is required.'] });
    expect((await convert(auth, quotation.id + 1000)).statusCode).toBe(404);
    const invoice = (await convert(auth, quotation.id)).json().response as InvoiceAnswer;
    // An invoice is not a quotation, even with the id of one.
    const ofInvoice = await convert(auth, invoice.id);
    expect(ofInvoice.statusCode).toBe(404);
    expect(ofInvoice.json()).toMatchObject({ status: 0, message: 'Resource not found' });
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/v3/quotation/convert_to_invoice',
      headers: auth,
    });
    expect(get.statusCode).not.toBe(200);
  });

  it('keeps the invoice when its quotation is deleted, and converts again once the invoice is deleted', async () => {
    const first = await approvedQuotation();
    const invoice = (await convert(first.auth, first.quotation.id)).json().response as InvoiceAnswer;
    const gone = await call(first.auth, 'delete_quotation', { quotation_id: first.quotation.id });
    expect(gone.statusCode, gone.body).toBe(200);
    const kept = await readInvoice(first.auth, invoice.invoice_number);
    expect(kept).toMatchObject({ quotation: null, total_amount_gross: 82.58 });
    expect(kept.invoice_attachments).toHaveLength(2);
    for (const attachment of kept.invoice_attachments) await download(attachment.url);

    // The latest unsent draft may be deleted: its quotation is then free to be converted again, and the
    // new invoice takes the number that was given back.
    const second = await approvedQuotation();
    const made = (await convert(second.auth, second.quotation.id)).json().response as InvoiceAnswer;
    const deleted = await call(second.auth, 'delete_invoice', { invoice_id: made.id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await readQuotation(second.auth, second.quotation.quotation_number)).invoice).toBeNull();
    const again = await convert(second.auth, second.quotation.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().response).toMatchObject({
      invoice_number: 'INV-000001',
      quotation: { quotation_id: second.quotation.id },
    });
  });
});
