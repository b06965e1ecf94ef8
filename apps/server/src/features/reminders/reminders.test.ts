// Payment reminders over a simulated month, against a real SMTP server (ADR 0313): each sent once, on
// its day, to the client's address, with the amount due and the due date; never for a paid, void or
// draft invoice; the invoice's history lists them. And the Settings section's reminders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall } from '../../../test/api-calls';
import { addPayment, createInvoice, EXAMPLE_TOTAL, invoiceExample } from '../../../test/invoice-factories';
import { parseMail } from '../../../test/mime';
import { documentEmails } from '../../../test/outbox';
import { ownerWithClient } from '../../../test/quotation-factories';
import { keepSignedIn, liveThrough, morningOf } from '../../../test/recurring';
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

const reminderMails = () =>
  smtp.received
    .map((mail) => ({ ...mail, parsed: parseMail(mail.raw) }))
    .filter((mail) => /^Reminder/.test(mail.parsed.header('subject')));

describe('payment reminders', () => {
  it('sends each reminder once, on its day, to the client, and never for a paid, void or draft invoice', async () => {
    t.setNow(morningOf('2028-03-01'));
    const owner = await ownerWithClient(t.app);
    keepSignedIn(owner);
    const { auth, client } = owner;
    const make = () => createInvoice(t.app, auth, invoiceExample(client.id, { invoice_date: '2028-03-01' }));
    const send = async (number: string) =>
      expect((await postCall(t.app, auth, 'invoice/emailSent', { invoice_number: number })).statusCode).toBe(
        200,
      );
    const sent = await make();
    await send(sent.invoice_number);
    const partpaid = await make();
    await send(partpaid.invoice_number);
    await addPayment(t.app, auth, partpaid.id, 30);
    const paid = await make();
    await send(paid.invoice_number);
    await addPayment(t.app, auth, paid.id, EXAMPLE_TOTAL);
    const voided = await make();
    await send(voided.invoice_number);
    await postCall(t.app, auth, 'invoice/change_to_void', { invoice_id: voided.id });
    const draft = await make();
    await t.settle();
    const before = smtp.received.length;

    // Due on 15 March (14 days' terms): reminders on the 12th, the 15th and the 22nd.
    const days: Record<string, number> = {};
    for (const date of [
      '2028-03-11',
      '2028-03-12',
      '2028-03-14',
      '2028-03-15',
      '2028-03-21',
      '2028-03-22',
      '2028-04-30',
    ]) {
      await liveThrough([t], date, date);
      days[date] = reminderMails().length;
    }
    expect(days).toEqual({
      '2028-03-11': 0,
      '2028-03-12': 2,
      '2028-03-14': 2,
      '2028-03-15': 4,
      '2028-03-21': 4,
      '2028-03-22': 6,
      '2028-04-30': 6,
    });
    const mails = reminderMails();
    expect(smtp.received.length - before).toBe(6);
    for (const mail of mails) expect(mail.to).toEqual(['jordan@acme.co.uk']);
    const first = mails[0]!.parsed;
    expect(first.header('subject')).toBe(
      `Reminder: invoice ${sent.invoice_number} from Alex Baker is due on 15 Mar 2028`,
    );
    expect(first.text).toContain('A friendly reminder that the invoice below is due soon.');
    expect(first.text).toContain('Amount due: £82.58');
    expect(first.text).toContain('Due date: 15 Mar 2028');
    // The invoice's own client link (issue 15), the one its e-mail carried.
    const link = /View and pay it here: (http:\/\/\S+\/d\/[A-Za-z0-9_-]+)/.exec(first.text)?.[1];
    expect(link).toBeDefined();
    const invoiceMail = smtp.received
      .map((mail) => parseMail(mail.raw))
      .find((mail) => mail.header('subject') === `Invoice ${sent.invoice_number} from Alex Baker`);
    expect(invoiceMail?.text).toContain(link);
    expect(mails.map((mail) => mail.parsed.text).join('\n')).toContain('Amount due: £52.58');
    expect(mails.map((mail) => mail.parsed.header('subject'))).toEqual(
      expect.arrayContaining([
        `Reminder: invoice ${sent.invoice_number} from Alex Baker is due today`,
        `Reminder: invoice ${partpaid.invoice_number} from Alex Baker was due on 15 Mar 2028 (Overdue)`,
      ]),
    );
    // The status the owner's screens say (ADR 0366): Overdue once past the due date.
    const overdue = mails.find((mail) => mail.parsed.header('subject').endsWith('(Overdue)'));
    expect(overdue?.parsed.text).toContain('Status: Overdue');

    const history = await postCall(t.app, auth, 'invoice/reminders', { invoice_id: sent.id });
    expect(history.json().response).toMatchObject([
      { position: 1, timing: 'before', days: 3, to: 'jordan@acme.co.uk', email_state: 'sent' },
      { position: 2, timing: 'on', days: 0, email_state: 'sent' },
      { position: 3, timing: 'after', days: 7, email_state: 'sent' },
    ]);
    expect(
      (history.json().response as Array<{ sent_at: string }>).map((r) => r.sent_at.slice(0, 10)),
    ).toEqual(['2028-03-12', '2028-03-15', '2028-03-22']);
    const emails = await documentEmails(t, auth, 'invoice', sent.id);
    expect(emails.filter((email) => email.kind === 'reminder')).toHaveLength(3);
    // Each is in the invoice's history, read: the owner set reminders up, so the badge stays quiet.
    const events = await postCall(t.app, auth, 'document_events/list', {
      document_kind: 'invoice',
      document_id: sent.id,
    });
    expect(
      (events.json().response as Array<{ type: string; read: boolean; summary: string }>).filter(
        (event) => event.type === 'reminder_sent',
      ),
    ).toEqual(
      Array.from({ length: 3 }, () =>
        expect.objectContaining({ read: true, summary: 'Payment reminder e-mailed to jordan@acme.co.uk' }),
      ),
    );
    for (const invoice of [paid, voided, draft]) {
      const none = await postCall(t.app, auth, 'invoice/reminders', { invoice_id: invoice.id });
      expect(none.json().response).toEqual([]);
    }
    const stranger = await ownerWithClient(t.app);
    expect(
      (await postCall(t.app, stranger.auth, 'invoice/reminders', { invoice_id: sent.id })).statusCode,
    ).toBe(404);
  });

  it('keeps the owner’s own reminders, sends a switched-off one never, and refuses what is not a reminder', async () => {
    t.setNow(morningOf('2028-06-01'));
    const owner = await ownerWithClient(t.app);
    keepSignedIn(owner);
    const { auth, client } = owner;
    const defaults = await t.app.inject({
      method: 'GET',
      url: '/api/v3/get_reminder_settings',
      headers: auth,
    });
    expect(defaults.json().response.reminders).toMatchObject([
      { enabled: true, timing: 'before', days: 3 },
      { enabled: true, timing: 'on', days: 0 },
      { enabled: true, timing: 'after', days: 7 },
    ]);
    const saved = await postCall(t.app, auth, 'reminder_settings/post', {
      reminders: [
        { enabled: false, timing: 'before', days: 3, message: 'Soon.' },
        { enabled: true, timing: 'after', days: 2, message: 'Please pay <now>.' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().response.reminders).toHaveLength(2);
    for (const [body, message] of [
      [
        { reminders: [{ enabled: true, timing: 'soon', days: 1, message: 'x' }] },
        'Choose when each reminder goes: before the due date, on it, or after it.',
      ],
      [
        { reminders: [{ enabled: true, timing: 'after', days: 0, message: 'x' }] },
        'Days must be a whole number from 1 to 60.',
      ],
      [
        { reminders: [{ enabled: true, timing: 'after', days: 61, message: 'x' }] },
        'Days must be a whole number from 1 to 60.',
      ],
      [
        { reminders: [{ enabled: true, timing: 'after', days: 1, message: '  ' }] },
        'Each reminder needs a message.',
      ],
      [{ reminders: Array(4).fill({ enabled: true, timing: 'on', message: 'x' }) }, 'Up to 3 reminders.'],
    ] as const) {
      const res = await postCall(t.app, auth, 'reminder_settings/post', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toEqual([message]);
    }

    const invoice = await createInvoice(
      t.app,
      auth,
      invoiceExample(client.id, { invoice_date: '2028-06-01' }),
    );
    await postCall(t.app, auth, 'invoice/emailSent', { invoice_number: invoice.invoice_number });
    const before = reminderMails().length;
    await liveThrough([t], '2028-06-02', '2028-06-30');
    const mails = reminderMails().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.text).toContain('Please pay <now>.');
    const history = await postCall(t.app, auth, 'invoice/reminders', { invoice_id: invoice.id });
    expect(history.json().response).toMatchObject([{ position: 2, timing: 'after', days: 2 }]);
    expect(history.json().response[0].sent_at.slice(0, 10)).toBe('2028-06-17');
  });
});
