import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall } from '../../../test/api-calls';
import { createClient } from '../../../test/catalogue-factories';
import { signedInUser } from '../../../test/factories';
import { parseMail } from '../../../test/mime';
import { pdfText } from '../../../test/pdf-text';
import { ACME_CLIENT, createQuotation, workedExample } from '../../../test/quotation-factories';
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

describe('quotation/emailSent', () => {
  it("sends the PDF to the client's address through SMTP and marks the quotation sent", async () => {
    const { auth, email } = await signedInUser(t.app);
    const client = await createClient(t.app, auth, {
      full_name: 'Jordan <Smith>',
      email: 'jordan@acme.co.uk',
      business_name: 'Acme & Co',
    });
    const quotation = await createQuotation(t.app, auth, workedExample(client.id));
    const before = received.length;

    const res = await postCall(t.app, auth, 'quotation/emailSent', {
      quotation_number: quotation.quotation_number,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 1,
      message: 'Email sent successfully',
      response: { quotation_status: 'sent', quotation_number: 'QUO-000001' },
    });
    await t.settle();

    expect(received).toHaveLength(before + 1);
    const message = received[received.length - 1];
    if (!message) throw new Error('no message');
    expect(message.to).toEqual(['jordan@acme.co.uk']);
    const mail = parseMail(message.raw);
    expect(mail.header('to')).toContain('jordan@acme.co.uk');
    expect(mail.header('reply-to')).toContain(email);
    // Sent on behalf of the business, from the app's own address (docs/decisions/0351).
    expect(mail.header('from')).toMatch(/^"?Alex Baker via Tradebook"? <[^<>\s]+@[^<>\s]+>$/);
    expect(mail.header('subject')).toBe('Quotation QUO-000001 from Alex Baker');
    expect(mail.text).toContain('QUO-000001');
    expect(mail.text).toContain('£82.58');
    expect(mail.text).toContain('Dear Jordan <Smith>,');
    expect(mail.html).toContain('Dear Jordan &#60;Smith&#62;,');
    expect(mail.html).not.toContain('<Smith>');

    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf?.filename).toBe('QUO-000001.pdf');
    expect(pdf?.contentType).toBe('application/pdf');
    const text = await pdfText(pdf?.content ?? Buffer.alloc(0));
    expect(text).toContain('QUO-000001');
    expect(text).toContain('Acme & Co');
    expect(text).toContain('£82.58');

    const read = await postCall(t.app, auth, 'quotation/ListByquotationNumber', {
      quotation_number: 'QUO-000001',
    });
    expect(read.json().response).toMatchObject({ quotation_status: 'sent', status: 'sent' });
    const edit = await postCall(t.app, auth, 'update_quotation', {
      ...workedExample(client.id),
      quotation_id: quotation.id,
    });
    expect(edit.statusCode).toBe(409);
  });

  it('keeps a decided status, refuses a void quotation, and answers 404 for an unknown number', async () => {
    const { auth } = await signedInUser(t.app);
    const client = await createClient(t.app, auth, ACME_CLIENT);
    const approved = await createQuotation(t.app, auth, workedExample(client.id));
    await postCall(t.app, auth, 'quotation_change_status', { quotation_id: approved.id, status: 'approved' });
    const resent = await postCall(t.app, auth, 'quotation/emailSent', {
      quotation_number: approved.quotation_number,
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().response.quotation_status).toBe('approved');

    const voided = await createQuotation(t.app, auth, workedExample(client.id));
    await postCall(t.app, auth, 'quotation_void', { quotation_id: voided.id });
    const before = received.length;
    const refused = await postCall(t.app, auth, 'quotation/emailSent', {
      quotation_number: voided.quotation_number,
    });
    expect(refused.statusCode).toBe(409);
    expect(received).toHaveLength(before);

    expect(
      (await postCall(t.app, auth, 'quotation/emailSent', { quotation_number: 'QUO-999999' })).statusCode,
    ).toBe(404);
    const missing = await postCall(t.app, auth, 'quotation/emailSent', {});
    expect(missing.json().message).toEqual(['Quotation Number is required.']);
  });
});
