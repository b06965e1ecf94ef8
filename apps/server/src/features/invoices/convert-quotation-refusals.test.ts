import { beforeAll, describe, expect, it } from 'vitest';
import { getResponse } from '../../../test/api-calls';
import { createQuotation, ownerWithClient, workedExample } from '../../../test/quotation-factories';
import type { TestApp } from '../../../test/test-app';
import type { InvoiceAnswer } from '../../../test/invoice-factories';
import { useConvertQuotation } from './convert-quotation.fixtures';

const {
  app,
  MESSAGES,
  call,
  convert,
  approvedQuotation,
  readQuotation,
  readInvoice,
  download,
  storedFiles,
  invoiceCount,
} = useConvertQuotation();
let t: TestApp;
beforeAll(() => {
  t = app();
});

describe('quotation/convert_to_invoice', () => {
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
