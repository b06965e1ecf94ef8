// E-mails a document's PDF to its client: a short plain-text and HTML message with the PDF attached,
// replies going to the business's own address. Every piece of user text (names, numbers, notes) is
// HTML-escaped in the HTML part; the mailer strips line breaks from the subject and addresses, so
// nothing a user typed can add a header (decisions.md, security rules).
import type { AppContext } from '../../app-context';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface DocumentMail {
  to: string;
  replyTo: string;
  subject: string;
  /** Paragraphs of the message, plain text; the HTML part escapes them. */
  paragraphs: string[];
  /** Closing lines (the business's name, e-mail). */
  signature: string[];
  pdf: { filename: string; content: Buffer };
}

export function composeHtml(paragraphs: string[], signature: string[]): string {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const closing = signature.map(escapeHtml).join('<br>\n');
  return `<!doctype html>\n<html><body style="font-family: Arial, sans-serif; color: #1d2733;">\n${body}\n<p>${closing}</p>\n</body></html>\n`;
}

export async function sendDocumentMail(ctx: AppContext, mail: DocumentMail): Promise<void> {
  await ctx.mailer.send({
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: `${[...mail.paragraphs, mail.signature.join('\n')].join('\n\n')}\n`,
    html: composeHtml(mail.paragraphs, mail.signature),
    attachments: [{ filename: mail.pdf.filename, content: mail.pdf.content, contentType: 'application/pdf' }],
  });
}
