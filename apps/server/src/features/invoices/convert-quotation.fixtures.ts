// What the quotation-to-invoice tests share (convert-quotation*.test.ts): an app of their own with a
// fixed today, two images to attach, and calls that convert and read back. Each test file calls
// useConvertQuotation() once, so its app is its own.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { multipart } from '../../../test/forms';
import {
  createQuotation,
  ownerWithClient,
  workedExample,
  type QuotationAnswer,
} from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { InvoiceAnswer } from '../../../test/invoice-factories';

export function useConvertQuotation() {
  let t = undefined as unknown as TestApp;
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

  return {
    /** The app, once beforeAll has built it. */
    app: () => t,
    MESSAGES,
    call,
    convert,
    approvedQuotation,
    readQuotation,
    readInvoice,
    download,
    storedFiles,
    invoiceCount,
  };
}
