// Sends e-mail through SMTP_URL, or, when it is unset, writes each message as an .eml file to
// DATA_DIR/outbox and logs its subject and recipient, so a product without a mail server still works
// and nothing is silently lost.
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { isSingleEmailAddress } from '@tradebook/domain/api/fields';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../private-paths';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  /** Copied, each one bare address (a composer's Cc, ADR 0209). */
  cc?: string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Sent on behalf of this business: the From name reads '<senderName> via <the configured name>'. */
  senderName?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Hands the mail over; answers what the server said (or where the .eml file went). */
  send(mail: Mail): Promise<{ response: string }>;
  close(): void;
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: Pick<FastifyBaseLogger, 'info'>;
}): Mailer {
  const { smtpUrl, from, outboxDir, logger } = options;
  // Addresses and subjects hold user text. Every address must be exactly one bare address, handed to
  // nodemailer as an address object, so it never parses a list (or a header) out of a string; a client
  // row saved with "a@x.com, b@y.com" is refused here rather than mailed to both. nodemailer builds and
  // encodes every header itself; line breaks are taken out of the subject so it stays one line.
  const sender = parseSender(from);
  const clean = ({ senderName, ...mail }: Mail) => ({
    ...mail,
    from: senderFor(sender, senderName),
    subject: mail.subject.replace(/[\r\n]+/g, ' '),
    to: oneAddress(mail.to),
    cc: mail.cc === undefined || mail.cc.length === 0 ? undefined : mail.cc.map(oneAddress),
    replyTo: mail.replyTo === undefined ? undefined : oneAddress(mail.replyTo),
  });

  if (smtpUrl) {
    const transport = nodemailer.createTransport(`${smtpUrl}${smtpUrl.includes('?') ? '&' : '?'}pool=true`);
    return {
      async send(mail) {
        const info = (await transport.sendMail(clean(mail))) as { response?: unknown };
        return { response: typeof info.response === 'string' ? info.response : 'accepted' };
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(clean(mail));
      await makePrivateDir(outboxDir);
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      // An e-mail holds the client's details and the PDF: private (private-paths.ts).
      await fs.writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
      logger.info({ to: mail.to, cc: mail.cc, subject: mail.subject, file }, 'e-mail written to the outbox');
      return { response: `written to ${path.basename(file)}` };
    },
    close: () => transport.close(),
  };
}

/** Thrown for an address that is not exactly one: nothing is sent. */
export class NotOneAddressError extends Error {
  constructor() {
    super('An e-mail address must be exactly one address.');
  }
}

function oneAddress(text: string): { name: string; address: string } {
  if (!isSingleEmailAddress(text)) throw new NotOneAddressError();
  return { name: '', address: text };
}

/** MAIL_FROM as a name and an address ('Tradebook <no-reply@x>' or a bare address). */
export function parseSender(from: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(from);
  if (!match) return { name: '', address: from.trim() };
  return { name: (match[1] ?? '').replace(/^"|"$/g, ''), address: match[2] ?? '' };
}

/** The From of one e-mail: on behalf of a business, '<business> via <the configured name>' at the
 * configured address (the business's own address is the Reply-To); else the configured sender. The name
 * is handed to nodemailer as a field, which quotes and encodes it, so it never adds a header. */
export function senderFor(
  sender: { name: string; address: string },
  senderName: string | undefined,
): { name: string; address: string } {
  const business = senderName?.replace(/[\r\n]+/g, ' ').trim();
  if (!business) return sender;
  return { name: `${business} via ${sender.name || 'Tradebook'}`, address: sender.address };
}
