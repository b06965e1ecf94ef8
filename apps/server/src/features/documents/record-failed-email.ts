// A document's e-mail that failed for good (the outbox gave up, mail/outbox.ts) is an event the owner is
// told of: in the document's history and, unread, in the top bar's notifications, so a client who never
// got the invoice does not go unnoticed (issue 16, ADR 0311).
import type { AppContext } from '../../app-context';
import { trustedOwnerId } from '../../db/owner';
import type { FailedDocumentMail } from '../../mail/outbox';
import { linkedDocument } from './read-documents';
import { recordDocumentEvent } from '../document-events/record-document-event';

export async function recordFailedEmail(ctx: AppContext, mail: FailedDocumentMail): Promise<void> {
  const owner = trustedOwnerId(mail.userId);
  const document = await linkedDocument(ctx, owner, mail.documentId);
  if (!document) return; // deleted meanwhile
  await recordDocumentEvent(ctx, owner, document, {
    type: 'email_failed',
    actor: 'system',
    recipient: mail.to,
    note: mail.error,
  });
}
