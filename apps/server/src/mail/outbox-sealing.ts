// A queued e-mail's text, HTML and attachments are kept sealed with the server's key (secrets/keyring.ts,
// docs/decisions/0329-secrets-at-rest-in-the-outbox.md): the database file, its SQLite -wal file, a
// backup or a dump holds no reset link, client link or PDF of an e-mail waiting to be sent. The seal is
// bound to the recipient, so a sealed body moved onto another row does not open. The subject, the
// addresses and the state stay readable: the document's e-mail history lists them.
import type { Keyring } from '../secrets/keyring';
import type { MailAttachment } from './mailer';
import { UnsendableMailError } from './smtp-refusal';

export interface MailBody {
  text: string;
  html: string | null;
  attachments: MailAttachment[];
}

const contextOf = (to: string) => `outbox-mail:${to}`;

/** `body` sealed for the e-mail to `to`. */
export function sealMailBody(keyring: Keyring, to: string, body: MailBody): MailBody {
  const context = contextOf(to);
  return {
    text: keyring.seal('outbox-mail', body.text, context),
    html: body.html === null ? null : keyring.seal('outbox-mail', body.html, context),
    attachments: body.attachments.map((attachment) => ({
      ...attachment,
      content: keyring.sealBytes('outbox-mail', attachment.content, context),
    })),
  };
}

/** The stored body of the e-mail to `to`, opened when `sealed` (a row queued before sealing is plain);
 * UnsendableMailError when it does not open (the server's key changed since it was queued). */
export function openMailBody(keyring: Keyring, to: string, sealed: boolean, body: MailBody): MailBody {
  if (!sealed) return body;
  const context = contextOf(to);
  const unreadable = () => new UnsendableMailError("The e-mail could not be opened with the server's key.");
  const text = keyring.open('outbox-mail', body.text, context);
  const html = body.html === null ? null : keyring.open('outbox-mail', body.html, context);
  if (text === undefined || html === undefined) throw unreadable();
  const attachments = body.attachments.map((attachment) => {
    const content = keyring.openBytes('outbox-mail', attachment.content, context);
    if (!content) throw unreadable();
    return { ...attachment, content };
  });
  return { text, html, attachments };
}
