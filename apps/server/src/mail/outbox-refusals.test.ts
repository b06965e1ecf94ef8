// A mail server's permanent refusal is final (docs/decisions/0329-secrets-at-rest-in-the-outbox.md): a
// real SMTP server started by the test answers 550 for one recipient and 451 for another. The 550 e-mail
// is failed at once with the server's answer and its owner told; the 451 one is retried and then sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall } from '../../test/api-calls';
import { createInvoice, invoiceExample } from '../../test/invoice-factories';
import { documentEmails } from '../../test/outbox';
import { ownerWithClient } from '../../test/quotation-factories';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture';
import { buildTestApp, type TestApp } from '../../test/test-app';

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

const GONE = 'gone@acme.co.uk';
const BUSY = 'busy@acme.co.uk';

describe('a mail server’s refusals', () => {
  it('fails a 550 at once and tells the owner, while a 451 is retried until it is sent', async () => {
    t.setNow(new Date('2028-04-10T09:00:00Z'));
    const { auth, client } = await ownerWithClient(t.app);
    const gone = await createInvoice(t.app, auth, invoiceExample(client.id));
    const busy = await createInvoice(t.app, auth, invoiceExample(client.id));
    smtp.refuseRecipients.set(GONE, '550 No such mailbox here');
    smtp.refuseRecipients.set(BUSY, '451 Try again later');
    const before = smtp.received.length;
    try {
      for (const [invoice, to] of [
        [gone, GONE],
        [busy, BUSY],
      ] as const) {
        const res = await postCall(t.app, auth, 'invoice/emailSent', {
          invoice_number: invoice.invoice_number,
          to,
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      await t.settle();
      expect(await documentEmails(t, auth, 'invoice', gone.id)).toEqual([
        expect.objectContaining({ state: 'failed', attempts: 1, sent_at: null }),
      ]);
      const [refused] = await documentEmails(t, auth, 'invoice', gone.id);
      expect(refused?.error).toMatch(/^550 .*No such mailbox here$/);
      expect(await documentEmails(t, auth, 'invoice', busy.id)).toEqual([
        expect.objectContaining({ state: 'queued', attempts: 1, error: expect.stringMatching(/^451 /) }),
      ]);

      // The owner is told of the refused one only, at once.
      const events = await postCall(t.app, auth, 'document_events/list', {
        document_kind: 'invoice',
        document_id: gone.id,
      });
      expect(events.json().response).toContainEqual(
        expect.objectContaining({
          type: 'email_failed',
          read: false,
          summary: `The e-mail to ${GONE} could not be sent: ${refused?.error}`,
        }),
      );
      const count = await t.app.inject({
        method: 'GET',
        url: '/api/v3/get_notification_count',
        headers: auth,
      });
      expect(count.json().response.unread_count).toBe(1);

      // After the first pause only the temporary one is tried again.
      t.setNow(new Date('2028-04-10T09:00:31Z'));
      await t.settle();
      expect((await documentEmails(t, auth, 'invoice', gone.id))[0]).toMatchObject({
        state: 'failed',
        attempts: 1,
      });
      expect((await documentEmails(t, auth, 'invoice', busy.id))[0]).toMatchObject({
        state: 'queued',
        attempts: 2,
      });
      const pending = await t.ctx.db
        .selectFrom('jobs')
        .select('unique_key')
        .where('name', '=', 'deliver-mail')
        .execute();
      expect(pending.map((job) => job.unique_key)).not.toContain(`mail:${refused?.id}`);

      smtp.refuseRecipients.delete(BUSY);
      t.setNow(new Date('2028-04-10T09:03:00Z'));
      await t.settle();
      expect((await documentEmails(t, auth, 'invoice', busy.id))[0]).toMatchObject({
        state: 'sent',
        attempts: 3,
      });
      expect(smtp.received.slice(before).map((mail) => mail.to)).toEqual([[BUSY]]);
    } finally {
      smtp.refuseRecipients.clear();
      t.setNow(undefined);
    }
  });
});
