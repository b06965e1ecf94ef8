// The mailer sends to exactly one address: a list or a header hidden in an address is refused before
// anything is written or sent, and the headers it writes are nodemailer's own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mailHeader } from '../../test/mail';
import { createMailer, NotOneAddressError } from './mailer';

const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-mailer-'));
const mailer = createMailer({
  smtpUrl: undefined,
  from: 'Tradebook <no-reply@tradebook.test>',
  outboxDir,
  logger: { info: () => undefined },
});
afterAll(() => {
  mailer.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

const outbox = () => (fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir) : []);

describe('mailer', () => {
  it.each([
    'jo@example.com, sam@example.com',
    'jo@example.com;sam@example.com',
    'jo@example.com\r\nBcc: sam@example.com',
    'Jo <jo@example.com>',
  ])('refuses to send to %j and writes nothing', async (to) => {
    const before = outbox().length;
    await expect(mailer.send({ to, subject: 'Hello', text: 'Hi' })).rejects.toThrow(NotOneAddressError);
    await expect(
      mailer.send({ to: 'jo@example.com', replyTo: to, subject: 'Hello', text: 'Hi' }),
    ).rejects.toThrow(NotOneAddressError);
    expect(outbox()).toHaveLength(before);
  });

  it('writes one recipient and keeps a subject with line breaks on one header line', async () => {
    const before = new Set(outbox());
    await mailer.send({ to: 'jo@example.com', subject: 'Quote\r\nBcc: sam@example.com', text: 'Hi' });
    const [file] = outbox().filter((name) => !before.has(name));
    const raw = fs.readFileSync(path.join(outboxDir, file ?? ''), 'utf8');
    expect(mailHeader(raw, 'to')).toBe('jo@example.com');
    expect(mailHeader(raw, 'bcc')).toBeUndefined();
    expect(raw).not.toMatch(/^Bcc:/im);
  });
});

describe('the sender', () => {
  it("reads '<business> via Tradebook' on a business's e-mail, at the app's own address", async () => {
    const before = new Set(outbox());
    await mailer.send({
      to: 'jo@example.com',
      subject: 'Invoice',
      text: 'Hi',
      senderName: 'JP Plumbing & Heating\r\nBcc: sam@example.com',
    });
    await mailer.send({ to: 'jo@example.com', subject: 'Reset', text: 'Hi' });
    const written = outbox()
      .filter((name) => !before.has(name))
      .map((file) => fs.readFileSync(path.join(outboxDir, file), 'utf8'));
    const business = written.find((raw) => mailHeader(raw, 'subject') === 'Invoice');
    const own = written.find((raw) => mailHeader(raw, 'subject') === 'Reset');
    expect(mailHeader(business ?? '', 'from')).toBe(
      '"JP Plumbing & Heating Bcc: sam@example.com via Tradebook" <no-reply@tradebook.test>',
    );
    expect(business).not.toMatch(/^Bcc:/im);
    expect(mailHeader(own ?? '', 'from')).toBe('Tradebook <no-reply@tradebook.test>');
  });
});
