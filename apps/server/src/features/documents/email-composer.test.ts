// The composer's fields of quotation/emailSent and invoice/emailSent (issue 14, ADR 0209), sent through
// a real SMTP server: what the user wrote arrives (envelope and headers), a bad field answers 422 and
// nothing is sent nor marked sent, and another user's document stays a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createInvoice, invoiceExample } from '../../../test/invoice-factories';
import { parseMail } from '../../../test/mime';
import { createQuotation, ownerWithClient, workedExample } from '../../../test/quotation-factories';
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

const call = (auth: Auth, route: string, payload: object) => postCall(t.app, auth, route, payload);

function lastMessage() {
  const message = received.at(-1);
  if (!message) throw new Error('no message received');
  return { ...message, mail: parseMail(message.raw) };
}

/** Each kind: how to make one, its emailSent call and number field, and how to read its status. */
const kinds = [
  {
    name: 'quotation',
    route: 'quotation/emailSent',
    numberField: 'quotation_number',
    create: async (auth: Auth, clientId: number) =>
      (await createQuotation(t.app, auth, workedExample(clientId))).quotation_number,
    status: async (auth: Auth, number: string) =>
      (await call(auth, 'quotation/ListByquotationNumber', { quotation_number: number })).json().response
        .quotation_status as string,
  },
  {
    name: 'invoice',
    route: 'invoice/emailSent',
    numberField: 'invoice_number',
    create: async (auth: Auth, clientId: number) =>
      (await createInvoice(t.app, auth, invoiceExample(clientId))).invoice_number,
    status: async (auth: Auth, number: string) =>
      (await call(auth, 'invoice/ListByInvoiceNumber', { invoice_number: number })).json().response
        .invoice_status as string,
  },
] as const;

describe.each(kinds)('$route with the composer fields', (kind) => {
  it('sends to the edited address, copies Cc, and says the edited subject and message', async () => {
    const { auth, email, client } = await ownerWithClient(t.app);
    const number = await kind.create(auth, client.id);
    const before = received.length;

    const res = await call(auth, kind.route, {
      [kind.numberField]: number,
      to: ' accounts@acme.co.uk ',
      cc: 'boss@acme.co.uk, me@baker.example',
      subject: `Your ${kind.name} <${number}> & more`,
      message: 'Hi Jordan,\n\nHere it is:\nline two <b>bold</b>\n\n\nThanks',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Email sent successfully');
    await t.settle();

    expect(received).toHaveLength(before + 1);
    const { to, mail } = lastMessage();
    // The envelope: the edited To and both Cc addresses, and not the client's own address.
    expect([...to].sort()).toEqual(['accounts@acme.co.uk', 'boss@acme.co.uk', 'me@baker.example']);
    expect(mail.header('to')).toBe('accounts@acme.co.uk');
    expect(mail.header('cc')).toBe('boss@acme.co.uk, me@baker.example');
    expect(mail.header('reply-to')).toContain(email);
    expect(mail.header('subject')).toBe(`Your ${kind.name} <${number}> & more`);
    expect(mail.text).toContain('Hi Jordan,\n\nHere it is:\nline two <b>bold</b>\n\nThanks\n\n');
    // The status as the document has it once sent (ADR 0366), then the client's link, follow the
    // message, where the composer cannot edit them away (ADR 0306).
    expect(mail.text).toMatch(
      /Thanks\n\nStatus: Sent\n\nView[^\n]+:\nhttp:\/\/tradebook\.test\/d\/[\w-]{43}\n\nKind regards,/,
    );
    expect(mail.html).toContain('<p>Hi Jordan,</p>');
    expect(mail.html).toContain('<p>Here it is:<br>\nline two &#60;b&#62;bold&#60;/b&#62;</p>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.attachments.map((file) => file.filename)).toEqual([`${number}.pdf`]);
    expect(await kind.status(auth, number)).toBe('sent');
  });

  it('keeps the defaults for the fields left out', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const number = await kind.create(auth, client.id);
    const res = await call(auth, kind.route, { [kind.numberField]: number, cc: '', subject: 'Only this' });
    expect(res.statusCode, res.body).toBe(200);
    await t.settle();
    const { to, mail } = lastMessage();
    expect(to).toEqual(['jordan@acme.co.uk']);
    expect(mail.header('cc')).toBe('');
    expect(mail.header('subject')).toBe('Only this');
    expect(mail.text).toContain('Dear Jordan Smith,');
    expect(mail.text).toContain(`Please find attached ${kind.name} ${number} dated 21 Nov 2026 for £82.58.`);
  });

  it.each([
    [{ to: 'jo@acme.co.uk, sam@acme.co.uk' }, 'Please enter a valid email address.'],
    [{ to: 'not an address' }, 'Please enter a valid email address.'],
    [{ to: '' }, 'Please enter the email address to send to.'],
    [{ to: 'jo\u0000@acme.co.uk' }, 'Text must not contain NUL characters.'],
    [{ cc: 'boss@acme.co.uk; nope' }, 'Please enter valid email addresses in Cc, separated by commas.'],
    [
      { cc: ['a@x.co', 'b@x.co', 'c@x.co', 'd@x.co', 'e@x.co', 'f@x.co'] },
      'Cc can hold at most 5 addresses.',
    ],
    [{ subject: 'Quote\r\nBcc: sam@evil.example' }, 'Subject must be on one line.'],
    [{ subject: 'x'.repeat(201) }, 'Subject must be at most 200 characters.'],
    [{ subject: '' }, 'Subject is required.'],
    [{ subject: 'a\u0000b' }, 'Text must not contain NUL characters.'],
    [{ message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.'],
  ])('refuses %j with 422, sends nothing and leaves the status', async (fields, message) => {
    const { auth, client } = await ownerWithClient(t.app);
    const number = await kind.create(auth, client.id);
    const before = received.length;
    const res = await call(auth, kind.route, { [kind.numberField]: number, ...fields });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ status: 0, message: [message] });
    expect(received).toHaveLength(before);
    expect(await kind.status(auth, number)).toBe('draft');
  });

  it("answers 404 for another user's document and sends nothing", async () => {
    const owner = await ownerWithClient(t.app);
    const number = await kind.create(owner.auth, owner.client.id);
    const stranger = await ownerWithClient(t.app);
    const before = received.length;
    const res = await call(stranger.auth, kind.route, {
      [kind.numberField]: number,
      to: 'stranger@evil.example',
      subject: 'Yours now',
    });
    expect(res.statusCode).toBe(404);
    expect(received).toHaveLength(before);
    expect(await kind.status(owner.auth, number)).toBe('draft');
  });
});
