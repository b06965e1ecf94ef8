// E-mails a document's PDF to its client: a short plain-text and HTML message with the PDF attached,
// replies going to the business's own address, queued in the outbox (mail/outbox.ts) with the PDF. Every piece of user text (names, numbers, notes) is
// HTML-escaped in the HTML part; the mailer strips line breaks from the subject and addresses, so
// nothing a user typed can add a header (docs/reference/api.md 'Security rules').
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { queueMail } from '../../mail/outbox';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface DocumentMail {
  to: string;
  cc: string[];
  replyTo: string;
  /** The business it is sent on behalf of: the From reads '<name> via Tradebook' (docs/decisions/0351). */
  senderName?: string;
  subject: string;
  /** Paragraphs of the message, plain text; the HTML part escapes them and keeps their line breaks. */
  paragraphs: string[];
  /** The client's link to the document, with the line that says what it is for. */
  link?: { text: string; url: string } | undefined;
  /** Closing lines (the business's name, e-mail). */
  signature: string[];
  /** A reminder carries none. */
  pdf?: { filename: string; content: Buffer };
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

/** Queues the mail for the owner's document (in `ctx.db`'s transaction when it is one); answers the outbox
 * id. How it goes is then the outbox's (ADR 0311): the caller never waits on the mail server. */
export async function queueDocumentMail(
  ctx: AppContext,
  owner: OwnerId,
  documentId: number,
  mail: DocumentMail,
  purpose: 'document' | 'reminder' = 'document',
): Promise<number> {
  return queueMail(
    ctx,
    {
      to: mail.to,
      cc: mail.cc,
      replyTo: mail.replyTo,
      ...(mail.senderName ? { senderName: mail.senderName } : {}),
      subject: mail.subject,
      text: `${[
        ...mail.paragraphs,
        ...(mail.link ? [`${mail.link.text}\n${mail.link.url}`] : []),
        mail.signature.join('\n'),
      ].join('\n\n')}\n`,
      html: composeHtml(mail.paragraphs, mail.signature, mail.link),
      attachments: mail.pdf
        ? [{ filename: mail.pdf.filename, content: mail.pdf.content, contentType: 'application/pdf' }]
        : [],
    },
    { purpose, userId: owner, documentId },
  );
}
