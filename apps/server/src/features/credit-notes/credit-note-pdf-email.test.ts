// A credit note's own PDF and e-mail (issue 17; docs/decisions/0315): the PDF is titled CREDIT NOTE,
// names the invoice it credits and how the credit is settled, and is served through its signed link; the
// e-mail goes to the client through a real SMTP server with the PDF attached and marks it sent (a mail
// server that refuses it leaves it issued); the invoice's PDF lists its credit notes and what is left due.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { issueCreditNote, readCreditNote, sentInvoice } from '../../../test/credit-note-factories';
import { addPayment } from '../../../test/invoice-factories';
import { parseMail } from '../../../test/mime';
import { deliverThroughRetries, documentEmails } from '../../../test/outbox';
import { pdfText } from '../../../test/pdf-text';
import { ownerWithClient } from '../../../test/quotation-factories';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture';
import { buildTestApp, type TestApp } from '../../../test/test-app';

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

const call = (auth: Auth, path: string, payload: object = {}) => postCall(t.app, auth, path, payload);
const local = (url: string) => url.replace('http://tradebook.test', '');

async function pdfOf(link: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: local(link) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfText(res.rawPayload);
}

/** An owner with the worked example sent (82.58), 70.00 of it paid, and its Call-out line credited with the
 * 1.19 paid beyond the due kept as the client's credit. */
async function creditedInvoice() {
  const owner = await ownerWithClient(t.app);
  const invoice = await sentInvoice(t.app, owner.auth, owner.client.id, { invoice_date: '2026-11-21' });
  await addPayment(t.app, owner.auth, invoice.id, 70);
  const note = await issueCreditNote(t.app, owner.auth, {
    invoice_id: invoice.id,
    credit_note_date: '2026-11-25',
    credit_note_items: [{ item_id: invoice.invoice_items[1]?.item_id }],
    settlement: 'kept_as_credit',
    notes: 'Call-out charged twice.',
  });
  return { ...owner, invoice, note };
}

describe('the PDF of a credit note', () => {
  it('is titled CREDIT NOTE, names its invoice, its lines, total and how it is settled', async () => {
    const { invoice, note } = await creditedInvoice();
    const text = await pdfOf(note.pdfLink);
    for (const expected of [
      'CREDIT NOTE',
      'CN-000001',
      'Credits invoice',
      invoice.invoice_number,
      '25 Nov 2026',
      '21 Nov 2026',
      'Acme Holdings',
      'Call-out',
      '£13.77',
      'Call-out charged twice.',
      'How this credit is settled',
      `Taken off what is due on ${invoice.invoice_number}`,
      '£12.58',
      'Kept as your credit',
      '£1.19',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('INVOICE ');
    expect(text).not.toContain('Due date');
  });

  it("shows on the invoice's PDF what was credited, paid and kept, and the credit notes", async () => {
    const { auth, invoice } = await creditedInvoice();
    const read = await call(auth, 'invoice/ListByInvoiceNumber', { invoice_number: invoice.invoice_number });
    const text = await pdfOf(read.json().response.pdfLink as string);
    for (const expected of [
      'Credited',
      '-£13.77',
      'Amount paid',
      '-£70.00',
      "Kept as client's credit",
      '£1.19',
      'Remaining due',
      'Credit notes',
      'CN-000001 · 25 Nov 2026',
      'PAID',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });
});

describe('credit_note/emailSent', () => {
  it("sends the PDF to the client's address and marks the credit note sent", async () => {
    const { auth, note, invoice, email } = await creditedInvoice();
    await t.settle(); // the invoice's own e-mail, queued when it was sent
    const before = smtp.received.length;
    const res = await call(auth, 'credit_note/emailSent', { credit_note_number: note.credit_note_number });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 1,
      message: 'Email sent successfully',
      response: { credit_note_number: 'CN-000001', credit_note_status: 'sent', status: 'sent' },
    });
    // Queued at once and sent by the outbox's job (ADR 0311).
    await t.settle();
    expect(smtp.received).toHaveLength(before + 1);
    expect(await documentEmails(t, auth, 'credit_note', note.credit_note_id)).toMatchObject([
      { kind: 'document', to: 'jordan@acme.co.uk', state: 'sent', error: null },
    ]);
    const message = smtp.received.at(-1)!;
    const mail = parseMail(message.raw);
    expect(message.to).toEqual(['jordan@acme.co.uk']);
    expect(mail.header('reply-to')).toContain(email);
    expect(mail.header('subject')).toBe('Credit note CN-000001 from Alex Baker');
    expect(mail.text).toContain(
      `Please find attached credit note CN-000001 dated 25 Nov 2026 for £13.77, crediting invoice ${invoice.invoice_number}.`,
    );
    expect(mail.text).toContain('£1.19 of it, which you had already paid, is kept as credit for you.');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]?.filename).toBe('CN-000001.pdf');
    expect(await pdfText(mail.attachments[0]?.content ?? Buffer.alloc(0))).toContain('CREDIT NOTE');
    // Sending it changes nothing of the invoice.
    const read = await call(auth, 'invoice/ListByInvoiceNumber', { invoice_number: invoice.invoice_number });
    expect(read.json().response).toMatchObject({ invoice_status: 'paid', total_amount_credited: 13.77 });
  });

  it("takes the composer's address, subject and message; a refused e-mail is kept failed with its reason", async () => {
    const { auth, note } = await creditedInvoice();
    await t.settle(); // the invoice's own e-mail, queued when it was sent
    expect((await readCreditNote(t.app, auth, note.credit_note_number)).credit_note_status).toBe('issued');
    smtp.refusing = true;
    try {
      const refused = await call(auth, 'credit_note/emailSent', {
        credit_note_number: note.credit_note_number,
      });
      // The outbox answers at once and retries (ADR 0311, which replaced ADR 0114's 503).
      expect(refused.statusCode, refused.body).toBe(200);
      await deliverThroughRetries(t);
    } finally {
      smtp.refusing = false;
      t.setNow(undefined);
    }
    expect(await documentEmails(t, auth, 'credit_note', note.credit_note_id)).toMatchObject([
      { state: 'failed', error: expect.stringContaining('Message refused'), sent_at: null },
    ]);
    const res = await call(auth, 'credit_note/emailSent', {
      credit_note_number: note.credit_note_number,
      to: 'accounts@acme.co.uk',
      subject: 'Your credit note',
      message: 'Hello,\n\nHere it is.',
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.settle();
    const mail = parseMail(smtp.received.at(-1)!.raw);
    expect(smtp.received.at(-1)!.to).toEqual(['accounts@acme.co.uk']);
    expect(mail.header('subject')).toBe('Your credit note');
    expect(mail.text).toContain('Here it is.');
    const bad = await call(auth, 'credit_note/emailSent', {
      credit_note_number: note.credit_note_number,
      to: 'x',
    });
    expect(bad.statusCode).toBe(422);
  });
});
