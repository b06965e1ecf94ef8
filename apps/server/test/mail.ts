// Shortcuts over the MIME reader (mime.ts) for tests that read the outbox.
import { parseMail } from './mime';

/** A header of the message, e.g. mailHeader(mail, 'to'). */
export function mailHeader(raw: string, name: string): string | undefined {
  return parseMail(raw).header(name) || undefined;
}

/** The decoded text/plain body of the message. */
export function mailText(raw: string): string {
  return parseMail(raw).text;
}

/** The first link in the text body that starts with `prefix`. */
export function linkIn(raw: string, prefix: string): string | undefined {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped}\\S*`).exec(mailText(raw))?.[0];
}
