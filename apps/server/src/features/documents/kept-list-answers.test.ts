// A list answer kept between calls (http/kept-list-answers.ts, ADR 0119) is never stale: each write that
// changes what a row shows (the document, its client, an attachment, a payment, another process writing
// straight to the database) and a new day (expired, overdue) gives the next call a fresh answer, and
// each owner and each request body has answers of its own.
import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { multipart } from '../../../test/forms';
import { addPayment, createInvoice, invoiceExample } from '../../../test/invoice-factories';
import { createQuotation, ownerWithClient, workedExample } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let photo: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

interface Row {
  id: number;
  attachment_count: number;
  client: { business_name: string };
  is_expired?: boolean;
  total_amount_paid: number;
}

async function list(auth: Auth, path: string, body: object = {}) {
  const res = await postCall(t.app, auth, path, body);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return (res.json() as { response: Row[]; pagination: { total: number } }).response;
}

const quotations = (auth: Auth, body: object = {}) => list(auth, 'get_quotation_list_by_user', body);

describe('a kept list answer', () => {
  it('is the same answer while nothing changed, and a fresh one after each write a row shows', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const quotation = await createQuotation(t.app, auth, workedExample(client.id));
    const first = await postCall(t.app, auth, 'get_quotation_list_by_user', {});
    const again = await postCall(t.app, auth, 'get_quotation_list_by_user', {});
    expect(again.body).toBe(first.body);

    // An attachment: its count is on the row.
    const form = multipart({
      quotation_id: String(quotation.id),
      'quotation_attachments[]': [{ filename: 'a.jpg', contentType: 'image/jpeg', data: photo }],
    });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v3/upload_quotation_attachment',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    expect((await quotations(auth))[0]?.attachment_count).toBe(1);

    // The client's name, joined into the row.
    const renamed = await postCall(t.app, auth, 'update_client', {
      client_id: client.id,
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      business_name: 'Renamed Ltd',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await quotations(auth))[0]?.client.business_name).toBe('Renamed Ltd');

    // Another process (here: a second statement on the database, as the admin tool would) writes.
    await sql`update documents set notes = 'changed elsewhere' where id = ${quotation.id}`.execute(t.ctx.db);
    const row = (await quotations(auth))[0] as unknown as { notes: string };
    expect(row.notes).toBe('changed elsewhere');
  });

  it('follows a payment on the invoice list', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));
    expect((await list(auth, 'get_invoice_list_by_user'))[0]?.total_amount_paid).toBe(0);
    await addPayment(t.app, auth, invoice.id, 10);
    expect((await list(auth, 'get_invoice_list_by_user'))[0]?.total_amount_paid).toBe(10);
  });

  it('is written again on a new day, when a quotation may have expired', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    await createQuotation(
      t.app,
      auth,
      workedExample(client.id, {
        quotation_date: new Date().toISOString().slice(0, 10),
        validity_term: 1,
      }),
    );
    expect((await quotations(auth))[0]?.is_expired).toBe(false);
    t.setNow(new Date(Date.now() + 5 * 24 * 3600 * 1000));
    try {
      expect((await quotations(auth))[0]?.is_expired).toBe(true);
    } finally {
      t.setNow(undefined);
    }
  });

  it('is kept apart for each owner and each request', async () => {
    const one = await ownerWithClient(t.app);
    const two = await ownerWithClient(t.app);
    await createQuotation(t.app, one.auth, workedExample(one.client.id));
    await createQuotation(t.app, one.auth, workedExample(one.client.id));
    expect(await quotations(one.auth)).toHaveLength(2);
    expect(await quotations(two.auth)).toHaveLength(0);
    expect(await quotations(one.auth, { limit: 1 })).toHaveLength(1);
    expect(await quotations(one.auth, { limit: 1, page: 2 })).toHaveLength(1);
    expect(await quotations(one.auth, { category: 'approved' })).toHaveLength(0);
  });
});
