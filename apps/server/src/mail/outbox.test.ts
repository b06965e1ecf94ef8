// The e-mail outbox against a real SMTP server started by the test (ADR 0311): a server that refuses the
// first attempts for now (451) gets the e-mail on a retry; one that always does leaves it failed with its
// answer shown (a permanent refusal: outbox-refusals.test.ts); and e-mails queued when the app stops are sent, once, PDF and all, by the next start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall } from '../../test/api-calls';
import { createInvoice, invoiceExample } from '../../test/invoice-factories';
import { parseMail } from '../../test/mime';
import { documentEmails } from '../../test/outbox';
import { ownerWithClient } from '../../test/quotation-factories';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { openSameDatabase } from '../../test/test-database';

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

const at = (iso: string) => new Date(iso);

async function invoiceToEmail(app: TestApp) {
  const owner = await ownerWithClient(app.app);
  const invoice = await createInvoice(app.app, owner.auth, invoiceExample(owner.client.id));
  return { ...owner, invoice };
}

describe('the e-mail outbox', () => {
  it('retries an e-mail the server refused for now twice, then sends it, keeping the server’s answer', async () => {
    t.setNow(at('2028-01-10T09:00:00Z'));
    const { auth, invoice } = await invoiceToEmail(t);
    const before = smtp.received.length;
    smtp.refusing = true;
    const res = await postCall(t.app, auth, 'invoice/emailSent', { invoice_number: invoice.invoice_number });
    expect(res.statusCode, res.body).toBe(200);
    await t.settle();
    expect(await documentEmails(t, auth, 'invoice', invoice.id)).toMatchObject([
      { state: 'queued', attempts: 1, error: expect.stringContaining('451') },
    ]);
    // Not before its pause (30 s) is over.
    t.setNow(at('2028-01-10T09:00:20Z'));
    await t.settle();
    expect((await documentEmails(t, auth, 'invoice', invoice.id))[0]?.attempts).toBe(1);
    t.setNow(at('2028-01-10T09:00:31Z'));
    await t.settle();
    expect((await documentEmails(t, auth, 'invoice', invoice.id))[0]).toMatchObject({
      state: 'queued',
      attempts: 2,
    });
    smtp.refusing = false;
    t.setNow(at('2028-01-10T09:03:00Z'));
    await t.settle();
    const [email] = await documentEmails(t, auth, 'invoice', invoice.id);
    expect(email).toMatchObject({
      state: 'sent',
      attempts: 3,
      error: null,
      sent_at: '2028-01-10T09:03:00.000Z',
    });
    expect(smtp.received.length - before).toBe(1);
    const stored = await t.ctx.db
      .selectFrom('outbox_mails')
      .select('smtp_response')
      .where('id', '=', email!.id)
      .executeTakeFirst();
    expect(stored?.smtp_response).toMatch(/^250/);
    // Its PDF is dropped once sent.
    const attachments = await t.ctx.db
      .selectFrom('outbox_attachments')
      .select('id')
      .where('mail_id', '=', email!.id)
      .execute();
    expect(attachments).toEqual([]);
  });

  it('marks an e-mail failed, with the server’s reason, when the server always refuses for now', async () => {
    t.setNow(at('2028-02-10T09:00:00Z'));
    const { auth, invoice } = await invoiceToEmail(t);
    smtp.refusing = true;
    try {
      await postCall(t.app, auth, 'invoice/emailSent', { invoice_number: invoice.invoice_number });
      // 30 s, 2 min, 10 min and 1 h apart: failed after the fifth attempt.
      for (const time of ['09:00:00', '09:00:30', '09:02:30', '09:12:30', '10:12:30']) {
        t.setNow(at(`2028-02-10T${time}Z`));
        await t.settle();
      }
    } finally {
      smtp.refusing = false;
    }
    expect(await documentEmails(t, auth, 'invoice', invoice.id)).toEqual([
      expect.objectContaining({
        state: 'failed',
        attempts: 5,
        error: '451 Message refused for now',
        sent_at: null,
      }),
    ]);
    t.setNow(at('2028-02-11T09:00:00Z'));
    await t.settle();
    expect((await documentEmails(t, auth, 'invoice', invoice.id))[0]?.state).toBe('failed');
    // The owner is told: an unread event, in the invoice's history and the top bar's notifications.
    const events = await postCall(t.app, auth, 'document_events/list', {
      document_kind: 'invoice',
      document_id: invoice.id,
    });
    expect(events.json().response).toContainEqual(
      expect.objectContaining({
        type: 'email_failed',
        read: false,
        summary: 'The e-mail to jordan@acme.co.uk could not be sent: 451 Message refused for now',
      }),
    );
    const count = await t.app.inject({ method: 'GET', url: '/api/v3/get_notification_count', headers: auth });
    expect(count.json().response.unread_count).toBe(1);
  });

  it('loses nothing when the app stops with e-mails queued: the next start sends each once', async () => {
    const first = await buildTestApp({ env: { SMTP_URL: smtp.url } });
    first.setNow(at('2028-03-10T09:00:00Z'));
    const { auth, invoice, email } = await invoiceToEmail(first);
    const before = smtp.received.length;
    await postCall(first.app, auth, 'invoice/emailSent', { invoice_number: invoice.invoice_number });
    await first.app.inject({ method: 'POST', url: '/api/v3/forgot_password', payload: { email } });
    await first.close({ keepDatabase: true });
    expect(smtp.received.length).toBe(before);

    const next = await buildTestApp({
      database: openSameDatabase(first.database),
      env: { SMTP_URL: smtp.url },
    });
    try {
      next.setNow(at('2028-03-10T09:05:00Z'));
      await next.settle();
      await next.settle();
      const delivered = smtp.received.slice(before).map((mail) => parseMail(mail.raw));
      expect(delivered.map((mail) => mail.header('subject')).sort()).toEqual(
        ['Invoice INV-000001 from Alex Baker', 'Reset your Tradebook password'].sort(),
      );
      const pdf = delivered.find((mail) => mail.attachments.length > 0)?.attachments[0];
      expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
      // The reset link is not kept in the database once sent.
      const reset = await next.ctx.db
        .selectFrom('outbox_mails')
        .select(['text_body', 'state'])
        .where('purpose', '=', 'password-reset')
        .executeTakeFirstOrThrow();
      expect(reset).toEqual({ text_body: '', state: 'sent' });
    } finally {
      await next.close();
      await first.database.drop().catch(() => undefined);
    }
  });
});
