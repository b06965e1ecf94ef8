// E-mails a document's PDF to its client: a short plain-text and HTML message with the PDF attached,
// replies going to the business's own address. Every piece of user text (names, numbers, notes) is
// HTML-escaped in the HTML part; the mailer strips line breaks from the subject and addresses, so
// nothing a user typed can add a header (decisions.md, security rules).
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';

/** Said when the mail server refuses or cannot be reached: the document is then not marked sent. */
export const MAIL_FAILED_MESSAGE = 'The e-mail could not be sent. Please try again in a few minutes.';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface DocumentMail {
  to: string;
  cc: string[];
  replyTo: string;
  subject: string;
  /** Paragraphs of the message, plain text; the HTML part escapes them and keeps their line breaks. */
  paragraphs: string[];
  /** The client's link to the document, with the line that says what it is for. */
  link?: { text: string; url: string } | undefined;
  /** Closing lines (the business's name, e-mail). */
  signature: string[];
  pdf: { filename: string; content: Buffer };
}

export function composeHtml(paragraphs: string[], signature: string[], link?: DocumentMail['link']): string {
  const body = paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>\n')}</p>`)
    .concat(
      link
        ? [
            `<p>${escapeHtml(link.text)}<br>\n<a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a></p>`,
          ]
        : [],
    )
    .join('\n');
  const closing = signature.map(escapeHtml).join('<br>\n');
  return `<!doctype html>\n<html><body style="font-family: Arial, sans-serif; color: #1d2733;">\n${body}\n<p>${closing}</p>\n</body></html>\n`;
}

/** Sends the mail; a mail server that refuses it or cannot be reached answers 503 (the cause is logged,
 * never shown: it may name the server). */
export async function sendDocumentMail(ctx: AppContext, mail: DocumentMail): Promise<void> {
  try {
    await sendMail(ctx, mail);
  } catch (error) {
    ctx.logger.warn({ err: error, subject: mail.subject }, 'a document e-mail could not be sent');
    throw new AppError('unavailable', MAIL_FAILED_MESSAGE);
  }
}

async function sendMail(ctx: AppContext, mail: DocumentMail): Promise<void> {
  await ctx.mailer.send({
    to: mail.to,
    cc: mail.cc,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: `${[
      ...mail.paragraphs,
      ...(mail.link ? [`${mail.link.text}\n${mail.link.url}`] : []),
      mail.signature.join('\n'),
    ].join('\n\n')}\n`,
    html: composeHtml(mail.paragraphs, mail.signature, mail.link),
    attachments: [{ filename: mail.pdf.filename, content: mail.pdf.content, contentType: 'application/pdf' }],
  });
}
