// Which failures of a send are final (docs/decisions/0329-secrets-at-rest-in-the-outbox.md): an SMTP
// server's permanent refusal (a 5yz reply: no such mailbox, refused as spam, a bad sign-in) gets the
// same answer however often the e-mail is sent again, so it is failed at once with that answer. A
// temporary refusal (4yz: greylisting, a full mailbox, 421 closing) or a lost connection is retried.
// The judgement is nodemailer's own (RFC 5321), which takes 503 (commands out of sequence, a fault of
// the session, not of the message) for temporary.
import { isPermanentResponseCode } from 'nodemailer/lib/errors';

/** True when `error` is a mail server's permanent refusal, or an e-mail that cannot be sent as it is. */
export function isPermanentMailFailure(error: unknown): boolean {
  if (error instanceof UnsendableMailError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { responseCode } = error as { responseCode?: unknown };
  return typeof responseCode === 'number' && isPermanentResponseCode(responseCode);
}

/** A queued e-mail that no attempt can send (its sealed body no longer opens with the server's key). */
export class UnsendableMailError extends Error {}
