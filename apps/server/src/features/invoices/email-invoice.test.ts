import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createClient } from '../../../test/catalogue-factories';
import { signedInUser } from '../../../test/factories';
import {
  addPayment,
  createInvoice,
  EXAMPLE_TOTAL,
  invoiceExample,
  type InvoiceAnswer,
} from '../../../test/invoice-factories';
import { parseMail } from '../../../test/mime';
import { deliverThroughRetries, documentEmails } from '../../../test/outbox';
import { pdfText } from '../../../test/pdf-text';
import { ownerWithClient } from '../../../test/quotation-factories';
import { startSmtpCapture, type ReceivedMail, type SmtpCapture } from '../../../test/smtp-capture';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let smtp: SmtpCapture;
let received: ReceivedMail[];

beforeAll(async () => {
  smtp = await startSmtpCapture();
  received = smtp.received;
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (auth: Auth, route: string, payload: object = {}) => postCall(t.app, auth, route, payload);
const emailSent = (auth: Auth, invoiceNumber: string) =>
  call(auth, 'invoice/emailSent', { invoice_number: invoiceNumber });

async function readInvoice(auth: Auth, number: string): Promise<InvoiceAnswer> {
  const res = await call(auth, 'invoice/ListByInvoiceNumber', { invoice_number: number });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as InvoiceAnswer;
}

function lastMessage() {
  const message = received.at(-1);
  if (!message) throw new Error('no message received');
  return { ...message, mail: parseMail(message.raw) };
}

describe('invoice/emailSent', () => {
  it("sends the PDF to the client's address through SMTP and marks the invoice sent", async () => {
    const { auth, email } = await signedInUser(t.app);
    const client = await createClient(t.app, auth, {
      full_name: 'Jordan <Smith>',
      email: 'jordan@acme.co.uk',
      business_name: 'Acme & Co',
    });
    const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));
    const before = received.length;

    const res = await emailSent(auth, invoice.invoice_number);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 1,
      message: 'Email sent successfully',
      response: { invoice_number: 'INV-000001', invoice_status: 'sent', status: 'sent' },
    });
    // Queued at once (ADR 0311); sent by the outbox's job.
    expect(await documentEmails(t, auth, 'invoice', invoice.id)).toMatchObject([
      { kind: 'document', to: 'jordan@acme.co.uk', state: 'queued', sent_at: null },
    ]);
    await t.settle();

    expect(received).toHaveLength(before + 1);
    expect(await documentEmails(t, auth, 'invoice', invoice.id)).toMatchObject([
      { state: 'sent', attempts: 1, error: null, subject: 'Invoice INV-000001 from Alex Baker' },
    ]);
    const { to, mail } = lastMessage();
    expect(to).toEqual(['jordan@acme.co.uk']);
    expect(mail.header('to')).toContain('jordan@acme.co.uk');
    expect(mail.header('reply-to')).toContain(email);
    expect(mail.header('subject')).toBe('Invoice INV-000001 from Alex Baker');
    expect(mail.text).toContain('Dear Jordan <Smith>,');
    expect(mail.text).toContain('Please find attached invoice INV-000001 dated 21 Nov 2026 for £82.58.');
    expect(mail.text).toContain('£82.58 is due by 5 Dec 2026.');
    expect(mail.html).toContain('Dear Jordan &#60;Smith&#62;,');
    expect(mail.html).not.toContain('<Smith>');

    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf?.filename).toBe('INV-000001.pdf');
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf?.content ?? Buffer.alloc(0));
    for (const expected of ['INVOICE', 'INV-000001', 'Acme & Co', 'Copper pipe', 'Call-out', '£82.58']) {
      expect(text, expected).toContain(expected);
    }

    const read = await readInvoice(auth, 'INV-000001');
    expect(read).toMatchObject({ invoice_status: 'sent', invoice_type: 'draft', total_amount_paid: 0 });
    // A sent invoice has left the business: it is no longer the deletable unsent draft.
    const deleted = await call(auth, 'delete_invoice', { invoice_id: invoice.id });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toMatchObject({
      status: 0,
      message: 'Only the latest unsent draft can be deleted; void this invoice instead.',
    });
  });

  it('keeps a part-paid invoice partpaid and a paid one paid, and says what was received', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const partpaid = await createInvoice(t.app, auth, invoiceExample(client.id));
    await addPayment(t.app, auth, partpaid.id, 30);
    const res = await emailSent(auth, partpaid.invoice_number);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toMatchObject({
      invoice_status: 'partpaid',
      total_amount_paid: 30,
      remaining_due: 52.58,
    });
    await t.settle();
    const { mail } = lastMessage();
    expect(mail.text).toContain('£52.58 is due by 5 Dec 2026. Thank you for the £30.00 received.');
    const text = await pdfText(mail.attachments[0]?.content ?? Buffer.alloc(0));
    expect(text).toContain('Remaining due');
    expect(text).toContain('£52.58');
    expect((await readInvoice(auth, partpaid.invoice_number)).invoice_status).toBe('partpaid');

    const paid = await createInvoice(t.app, auth, invoiceExample(client.id));
    await addPayment(t.app, auth, paid.id, EXAMPLE_TOTAL);
    const again = await emailSent(auth, paid.invoice_number);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().response).toMatchObject({ invoice_status: 'paid', remaining_due: 0 });
    await t.settle();
    expect(lastMessage().mail.text).toContain('It has been paid in full: thank you.');
    expect(await pdfText(lastMessage().mail.attachments[0]?.content ?? Buffer.alloc(0))).toContain('PAID');
  });

  it('queues the e-mail when the SMTP server refuses, retries it, and shows it failed with its error', async () => {
    // ADR 0114 as changed by ADR 0311: the call answers at once and the status moves at queueing; the
    // outbox retries with backoff, then marks the e-mail failed with the server's answer, and Retry sends it.
    const { auth, client } = await ownerWithClient(t.app);
    const draft = await createInvoice(t.app, auth, invoiceExample(client.id));
    const partpaid = await createInvoice(t.app, auth, invoiceExample(client.id));
    await addPayment(t.app, auth, partpaid.id, 10);
    const before = received.length;
    smtp.refusing = true;
    try {
      for (const invoice of [draft, partpaid]) {
        const res = await emailSent(auth, invoice.invoice_number);
        expect(res.statusCode, res.body).toBe(200);
      }
      await deliverThroughRetries(t);
    } finally {
      smtp.refusing = false;
      t.setNow(undefined);
    }
    expect(received).toHaveLength(before);
    for (const invoice of [draft, partpaid]) {
      expect(await documentEmails(t, auth, 'invoice', invoice.id)).toMatchObject([
        { state: 'failed', attempts: 5, error: expect.stringContaining('Message refused'), sent_at: null },
      ]);
    }
    expect((await readInvoice(auth, draft.invoice_number)).invoice_status).toBe('sent');
    expect((await readInvoice(auth, partpaid.invoice_number)).invoice_status).toBe('partpaid');
    // Marked sent when queued, the invoice is fixed even though this e-mail failed (ADR 0317: the owner
    // may have sent its PDF another way); it is corrected with a credit note and a new invoice.
    const edit = await call(auth, 'update_invoice', {
      ...invoiceExample(client.id, { notes: 'Edited after the failed send.' }),
      invoice_id: draft.id,
    });
    expect(edit.statusCode, edit.body).toBe(409);

    // Retry once the mail server accepts: sent.
    const [failed] = await documentEmails(t, auth, 'invoice', draft.id);
    const retried = await call(auth, 'email/retry', { email_id: failed!.id });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({
      message: 'The e-mail is queued again.',
      response: { state: 'queued' },
    });
    await t.settle();
    expect(received).toHaveLength(before + 1);
    expect(await documentEmails(t, auth, 'invoice', draft.id)).toMatchObject([
      { state: 'sent', error: null },
    ]);
    // A sent e-mail is not sent again.
    const again = await call(auth, 'email/retry', { email_id: failed!.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 0, message: 'Only a failed e-mail can be sent again.' });
  });

  it('marks the e-mail failed with the connection error when the SMTP server cannot be reached', async () => {
    // A port that was free a moment ago: nothing listens there.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const { auth, client } = await ownerWithClient(unreachable.app);
      const invoice = await createInvoice(unreachable.app, auth, invoiceExample(client.id));
      const res = await postCall(unreachable.app, auth, 'invoice/emailSent', {
        invoice_number: invoice.invoice_number,
      });
      expect(res.statusCode, res.body).toBe(200);
      await deliverThroughRetries(unreachable);
      expect(await documentEmails(unreachable, auth, 'invoice', invoice.id)).toMatchObject([
        { state: 'failed', error: expect.stringContaining('ECONNREFUSED') },
      ]);
      // Another user sees neither the list nor the retry.
      const other = await ownerWithClient(unreachable.app);
      const [mail] = await documentEmails(unreachable, auth, 'invoice', invoice.id);
      const list = await postCall(unreachable.app, other.auth, 'invoice/emails', { invoice_id: invoice.id });
      expect(list.statusCode).toBe(404);
      const retry = await postCall(unreachable.app, other.auth, 'email/retry', { email_id: mail!.id });
      expect(retry.statusCode).toBe(404);
    } finally {
      await unreachable.close();
    }
  });

  it('refuses a void invoice (409), answers 404 for an unknown number, and says what is missing', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const voided = await createInvoice(t.app, auth, invoiceExample(client.id));
    await call(auth, 'invoice/change_to_void', { invoice_id: voided.id });
    const before = received.length;
    const refused = await emailSent(auth, voided.invoice_number);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status: 0,
      message: 'This invoice is void and cannot be e-mailed.',
    });
    expect(received).toHaveLength(before);

    const unknown = await emailSent(auth, 'INV-999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 0, message: 'Resource not found' });
    const missing = await call(auth, 'invoice/emailSent', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toEqual(['Invoice number is required.']);
  });
});
