// A document's e-mails for its screen (its own and its payment reminders: 'Sent to x at time', 'Failed:
// reason'), and Retry of a failed one (docs/decisions/0311-tracked-email.md). The outbox keeps them
// (mail/outbox.ts); this checks the document or e-mail is the owner's (404 otherwise, as for any record).
import { EMAIL_MESSAGES, type DocumentEmail } from '@tradebook/domain/mail/document-emails.schemas';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { listMailsOfDocument, retryFailedMail } from '../../mail/outbox';
import { requireConfirmedEmail } from '../accounts/email-rules';
import type { DocumentKind } from './document-kind';
import { requireDocument } from './read-documents';

export async function listDocumentEmails(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  documentId: number,
): Promise<DocumentEmail[]> {
  const row = await requireDocument(ctx, owner, kind, { id: documentId });
  return listMailsOfDocument(ctx, owner, row.id);
}

/** Queues a failed e-mail again; 409 for one that is queued or sent, 404 for one that is not the owner's. */
export async function retryDocumentEmail(
  ctx: AppContext,
  owner: OwnerId,
  emailId: number,
): Promise<DocumentEmail> {
  // A retry e-mails the client again: not from an unconfirmed address (ADR 0327).
  await requireConfirmedEmail(ctx, owner);
  const { retried, mail } = await retryFailedMail(ctx, owner, emailId);
  if (!mail) throw notFound();
  if (!retried) throw new AppError('conflict', EMAIL_MESSAGES.onlyFailedRetried);
  return mail;
}
