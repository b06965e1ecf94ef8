import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { multipart } from '../../../test/forms';
import { createInvoice, invoiceExample, paymentBody, postPayment } from '../../../test/invoice-factories';
import { createQuotation, ownerWithClient, workedExample } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { trustedOwnerId } from '../../db/owner';
import { signedDownloadUrl } from '../../exports/download-links';

let t: TestApp;
let image: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

const call = (auth: Auth, path: string, payload: object = {}) => postCall(t.app, auth, path, payload);
const local = (url: string) => url.replace('http://tradebook.test', '');
const NOT_FOUND = { status: 0, message: 'Resource not found' };

function upload(auth: Auth, invoiceId: number) {
  const form = multipart({
    invoice_id: String(invoiceId),
    'invoice_attachments[]': [{ filename: 'site.png', contentType: 'image/png', data: image }],
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/v3/upload_invoice_attachment',
    headers: { ...auth, ...form.headers },
    payload: form.payload,
  });
}

/** The owner's invoice as the owner reads it, without the signed links (they carry the time). */
async function ownersView(auth: Auth, invoiceNumber: string) {
  const res = await call(auth, 'invoice/ListByInvoiceNumber', { invoice_number: invoiceNumber });
  expect(res.statusCode, res.body).toBe(200);
  const { pdfLink: _pdf, invoice_attachments: attachments, ...invoice } = res.json().response;
  return {
    ...invoice,
    invoice_attachments: (attachments as Array<{ id: number; filename: string }>).map(({ id, filename }) => ({
      id,
      filename,
    })),
  };
}

/** An owner with a client, an invoice INV-000002 with one attachment, and an approved quotation; and a
 * stranger with a client and an invoice of their own, INV-000001 (numbers are per user: the stranger has
 * no INV-000002 of their own to find instead). */
async function twoOwners() {
  const owner = await ownerWithClient(t.app);
  await createInvoice(t.app, owner.auth, invoiceExample(owner.client.id));
  const invoice = await createInvoice(t.app, owner.auth, invoiceExample(owner.client.id));
  const uploaded = await upload(owner.auth, invoice.id);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const quotation = await createQuotation(t.app, owner.auth, workedExample(owner.client.id));
  await call(owner.auth, 'quotation_change_status', { quotation_id: quotation.id, status: 'approved' });
  const stranger = await ownerWithClient(t.app);
  const own = await createInvoice(t.app, stranger.auth, invoiceExample(stranger.client.id));
  return {
    owner,
    invoice,
    attachment: (uploaded.json().response as Array<{ id: number; filename: string }>)[0]!,
    quotation,
    stranger,
    own,
  };
}

describe("another user's invoice", () => {
  it('answers 404 for every invoice call, like a missing one, and changes nothing', async () => {
    const { owner, invoice, attachment, quotation, stranger, own } = await twoOwners();
    const before = await ownersView(owner.auth, invoice.invoice_number);
    const line = invoice.invoice_items[0]!.item_id;
    await t.settle();
    const outbox = t.readOutbox().length;

    const calls: Array<[string, Record<string, unknown>]> = [
      ['invoice/ListByInvoiceNumber', { invoice_number: invoice.invoice_number }],
      ['update_invoice', { ...invoiceExample(stranger.client.id), invoice_id: invoice.id }],
      [
        'update_invoice',
        {
          ...invoiceExample(stranger.client.id),
          invoice_id: invoice.id,
          payment: paymentBody(invoice.id, 10),
        },
      ],
      ['invoice/eachItemDetail', { invoice_id: invoice.id, item_id: line }],
      [
        'invoice/eachItemDetail/edit',
        { invoice_id: invoice.id, item_id: line, name: 'X', quantity: 1, unit_price: 1 },
      ],
      // Their own invoice with the owner's line, or the owner's line with their own invoice.
      ['invoice/eachItemDetail', { invoice_id: own.id, item_id: line }],
      [
        'invoice/eachItemDetail/edit',
        { invoice_id: own.id, item_id: line, name: 'X', quantity: 1, unit_price: 1 },
      ],
      ['delete_invoice_attachment', { attachment_id: attachment.id }],
      ['delete_invoice_attachment', { attachment_id: attachment.id, filename: attachment.filename }],
      ['invoice/add_payment', paymentBody(invoice.id, 10)],
      ['invoice/emailSent', { invoice_number: invoice.invoice_number }],
      ['invoice/change_to_void', { invoice_id: invoice.id }],
      ['delete_invoice', { invoice_id: invoice.id }],
      ['delete_invoice', { invoice_id: invoice.id, client_id: owner.client.id }],
      ['quotation/convert_to_invoice', { quotation_id: quotation.id }],
      // The owner's client on an invoice of the stranger's.
      ['create_invoice', invoiceExample(owner.client.id)],
      ['update_invoice', { ...invoiceExample(owner.client.id), invoice_id: own.id }],
    ];
    for (const [path, body] of calls) {
      const res = await call(stranger.auth, path, body);
      expect(res.statusCode, `${path} ${res.body}`).toBe(404);
      expect(res.json(), path).toMatchObject(NOT_FOUND);
    }

    const uploaded = await upload(stranger.auth, invoice.id);
    expect(uploaded.statusCode).toBe(404);
    expect(uploaded.json()).toMatchObject(NOT_FOUND);
    const keyed = await postPayment(t.app, stranger.auth, paymentBody(invoice.id, 10), 'stranger-pays-1');
    expect(keyed.statusCode).toBe(404);

    // Nothing changed: the same invoice, no payment, no e-mail, no invoice made from the quotation.
    expect(await ownersView(owner.auth, invoice.invoice_number)).toEqual(before);
    expect(before).toMatchObject({ invoice_status: 'draft', invoice_type: 'draft', total_amount_paid: 0 });
    await t.settle();
    expect(t.readOutbox()).toHaveLength(outbox);
    const approved = await call(owner.auth, 'quotation/ListByquotationNumber', {
      quotation_number: quotation.quotation_number,
    });
    expect(approved.json().response).toMatchObject({ quotation_status: 'approved', invoice: null });
    const strangersList = await call(stranger.auth, 'get_invoice_list_by_user', {});
    expect(strangersList.json().response.map((row: { id: number }) => row.id)).toEqual([own.id]);
    const ownersList = await call(owner.auth, 'get_invoice_list_by_user', {});
    expect(ownersList.json().response.map((row: { id: number }) => row.id)).toContain(invoice.id);
    expect(ownersList.json().pagination.total).toBe(2);
  });

  it("never opens the owner's PDF or attachment with a link of the stranger's", async () => {
    const { owner, invoice, attachment, own } = await twoOwners();
    const strangerId = /\/download\/invoice\/(\d+)\//.exec(own.pdfLink)?.[1];
    expect(strangerId).toBeDefined();
    // A link the server really signed for the stranger, naming the owner's invoice id and file name.
    const forged = await signedDownloadUrl(t.ctx, trustedOwnerId(Number(strangerId)), {
      kind: 'invoice',
      key: String(invoice.id),
      filename: `${invoice.invoice_number}.pdf`,
    });
    const res = await t.app.inject({ method: 'GET', url: local(forged) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject(NOT_FOUND);

    // The owner's own link still opens, and the stranger's link to their own invoice too.
    expect((await t.app.inject({ method: 'GET', url: local(invoice.pdfLink) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: local(own.pdfLink) })).statusCode).toBe(200);

    // The owner's attachment link with the stranger's id in its path.
    const [read] = (await ownersView(owner.auth, invoice.invoice_number)).invoice_attachments;
    expect(read?.filename).toBe(attachment.filename);
    const withLinks = await call(owner.auth, 'invoice/ListByInvoiceNumber', {
      invoice_number: invoice.invoice_number,
    });
    const url = local(withLinks.json().response.invoice_attachments[0].url as string);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const moved = url.replace(/\/attachment\/\d+\//, `/attachment/${strangerId}/`);
    expect((await t.app.inject({ method: 'GET', url: moved })).statusCode).toBe(404);
  });

  it("keeps each user's Idempotency-Keys apart", async () => {
    const { owner, invoice, stranger, own } = await twoOwners();
    const first = await postPayment(t.app, owner.auth, paymentBody(invoice.id, 10), 'shared-key');
    expect(first.statusCode, first.body).toBe(200);
    // The same key from another user is another payment, on their own invoice.
    const second = await postPayment(t.app, stranger.auth, paymentBody(own.id, 20), 'shared-key');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().response).toMatchObject({ total_amount_paid: 20, invoice_status: 'partpaid' });
    const owners = await ownersView(owner.auth, invoice.invoice_number);
    expect(owners).toMatchObject({ total_amount_paid: 10 });
    expect(owners.payments).toHaveLength(1);
  });
});
