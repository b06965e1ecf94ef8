// The link is issued with the e-mail (issue 15): every e-mailed quotation and invoice carries
// PUBLIC_URL/d/<token>, the same in each e-mail of the document; the token has 256 bits and only its
// hash (and the nonce it is derived from) is stored; it opens that document alone, once sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall } from '../../../test/api-calls';
import { tokenInMail, getPage, readPage } from '../../../test/client-link-calls';
import { createInvoice, invoiceExample } from '../../../test/invoice-factories';
import { parseMail } from '../../../test/mime';
import { createQuotation, ownerWithClient, workedExample } from '../../../test/quotation-factories';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { trustedOwnerId } from '../../db/owner';
import { hashToken, issueClientLink } from './issue-client-link';

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

const lastMail = () => smtp.received.at(-1)?.raw ?? '';

/** Calls and then lets the outbox's job send what the call queued (ADR 0311). */
async function post(auth: Record<string, string>, path: string, payload: object) {
  const res = await postCall(t.app, auth, path, payload);
  await t.settle();
  return res;
}

describe('the link in the e-mail', () => {
  it('e-mails a quotation and an invoice with a link each, PUBLIC_URL/d/<token>, in text and HTML', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const quotation = await createQuotation(t.app, auth, workedExample(client.id));
    const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));

    expect(
      (await post(auth, 'quotation/emailSent', { quotation_number: quotation.quotation_number })).statusCode,
    ).toBe(200);
    const quotationMail = parseMail(lastMail());
    const quotationToken = tokenInMail(lastMail());
    expect(quotationMail.text).toContain(
      `View, accept or decline this quotation online:\nhttp://tradebook.test/d/${quotationToken}`,
    );
    expect(quotationMail.html).toContain(
      `<a href="http://tradebook.test/d/${quotationToken}">http://tradebook.test/d/${quotationToken}</a>`,
    );

    expect(
      (await post(auth, 'invoice/emailSent', { invoice_number: invoice.invoice_number })).statusCode,
    ).toBe(200);
    const invoiceMail = parseMail(lastMail());
    const invoiceToken = tokenInMail(lastMail());
    expect(invoiceMail.text).toContain(
      `View this invoice online, and pay it there:\nhttp://tradebook.test/d/${invoiceToken}`,
    );

    // 256 bits, base64url; one per document.
    for (const token of [quotationToken, invoiceToken]) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(invoiceToken).not.toBe(quotationToken);
    expect((await readPage(t.app, quotationToken)).number).toBe(quotation.quotation_number);
    expect((await readPage(t.app, invoiceToken)).number).toBe(invoice.invoice_number);
  });

  it('puts the same link in every e-mail of a document', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));
    await post(auth, 'invoice/emailSent', { invoice_number: invoice.invoice_number });
    const first = tokenInMail(lastMail());
    await post(auth, 'invoice/emailSent', {
      invoice_number: invoice.invoice_number,
      to: 'accounts@acme.co.uk',
      subject: 'Reminder',
    });
    expect(tokenInMail(lastMail())).toBe(first);
  });

  it('stores only the hash of the token and a nonce, never the token', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const quotation = await createQuotation(t.app, auth, workedExample(client.id));
    await post(auth, 'quotation/emailSent', { quotation_number: quotation.quotation_number });
    const token = tokenInMail(lastMail());
    const rows = await t.ctx.db
      .selectFrom('document_links')
      .selectAll()
      .where('document_id', '=', quotation.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    // Nowhere else either: every text column of every table.
    const documents = await t.ctx.db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', quotation.id)
      .execute();
    const events = await t.ctx.db
      .selectFrom('document_events')
      .selectAll()
      .where('document_id', '=', quotation.id)
      .execute();
    // The sent e-mail's text is not kept either (mail/outbox.ts).
    const mails = await t.ctx.db
      .selectFrom('outbox_mails')
      .selectAll()
      .where('document_id', '=', quotation.id)
      .execute();
    expect(mails).toHaveLength(1);
    expect(JSON.stringify([documents, events, mails])).not.toContain(token);
  });

  it('records the e-mail as a sent event, to whom, in the history and never as unread', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));
    await post(auth, 'invoice/emailSent', { invoice_number: invoice.invoice_number });
    const history = await postCall(t.app, auth, 'document_events/list', {
      document_kind: 'invoice',
      document_id: invoice.id,
    });
    expect(history.json().response).toEqual([
      expect.objectContaining({
        type: 'sent',
        actor: 'owner',
        to: 'jordan@acme.co.uk',
        read: true,
        summary: 'E-mailed to jordan@acme.co.uk',
      }),
    ]);
    const count = await t.app.inject({ method: 'GET', url: '/api/v3/get_notification_count', headers: auth });
    expect(count.json().response.unread_count).toBe(0);
  });

  it('makes no link work for a draft that was never sent', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const quotation = await createQuotation(t.app, auth, workedExample(client.id));
    const userId = (
      await t.ctx.db
        .selectFrom('documents')
        .select('user_id')
        .where('id', '=', quotation.id)
        .executeTakeFirstOrThrow()
    ).user_id;
    // The link its e-mail will carry exists, but opens nothing until the quotation is sent.
    const link = await issueClientLink(t.ctx, trustedOwnerId(Number(userId)), { id: quotation.id });
    const res = await getPage(t.app, link.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 0, message: 'Resource not found' });

    await post(auth, 'quotation/emailSent', { quotation_number: quotation.quotation_number });
    expect(tokenInMail(lastMail())).toBe(link.token);
    expect((await getPage(t.app, link.token)).statusCode).toBe(200);
  });
});
