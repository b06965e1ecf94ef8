// The outbox's statements (outbox.ts): store a queued e-mail with its attachments, read one to send,
// record what happened, and list a document's e-mails for its owner.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OwnerId } from '../db/owner';
import type { MailAttachment } from './mailer';

export type MailPurpose =
  | 'document'
  | 'reminder'
  | 'password-reset'
  | 'email-verification'
  | 'referral'
  | 'sign-in-alert'
  | 'accountant-invitation';

/** The purposes whose failed e-mails the owner can send again (Retry): their body is kept, sealed, until
 * sent; every other e-mail's body is dropped once it has failed for good. */
export const RETRYABLE_PURPOSES: readonly MailPurpose[] = ['document', 'reminder'];

export interface NewOutboxMail {
  userId: number | null;
  documentId: number | null;
  purpose: MailPurpose;
  to: string;
  cc: string[];
  replyTo: string | null;
  /** The business the e-mail is sent on behalf of (its name shows as '<name> via Tradebook'). */
  senderName: string | null;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
  /** True when text, html and the attachments' contents are sealed (outbox-sealing.ts). */
  sealed: boolean;
  now: string;
}

export async function insertOutboxMail(db: Kysely<Database>, mail: NewOutboxMail): Promise<number> {
  const row = await db
    .insertInto('outbox_mails')
    .values({
      user_id: mail.userId,
      document_id: mail.documentId,
      purpose: mail.purpose,
      to_address: mail.to,
      cc: JSON.stringify(mail.cc),
      reply_to: mail.replyTo,
      sender_name: mail.senderName,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      sealed: mail.sealed ? 1 : 0,
      state: 'queued',
      attempts: 0,
      last_error: null,
      smtp_response: null,
      created_at: mail.now,
      updated_at: mail.now,
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  for (const attachment of mail.attachments) {
    await db
      .insertInto('outbox_attachments')
      .values({
        mail_id: id,
        filename: attachment.filename,
        content_type: attachment.contentType,
        content: attachment.content,
      })
      .execute();
  }
  return id;
}

export async function findOutboxMail(db: Kysely<Database>, id: number) {
  return db.selectFrom('outbox_mails').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listOutboxAttachments(db: Kysely<Database>, mailId: number): Promise<MailAttachment[]> {
  const rows = await db
    .selectFrom('outbox_attachments')
    .select(['filename', 'content_type', 'content'])
    .where('mail_id', '=', mailId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    filename: row.filename,
    contentType: row.content_type,
    content: Buffer.from(row.content),
  }));
}

/** Sent: the server's answer kept, the attachments dropped (nothing is sent twice), and the body blanked
 * when `forgetBody`. */
export async function markOutboxMailSent(
  db: Kysely<Database>,
  id: number,
  change: { response: string; attempts: number; now: string; forgetBody: boolean },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('outbox_mails')
      .set({
        state: 'sent',
        smtp_response: change.response.slice(0, 500),
        last_error: null,
        attempts: change.attempts,
        sent_at: change.now,
        updated_at: change.now,
        ...(change.forgetBody ? { text_body: '', html_body: null } : {}),
      })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('outbox_attachments').where('mail_id', '=', id).execute();
  });
}

/** An attempt failed: its error kept; `failed` once no attempt is left (or the server refused it for
 * good); with `forgetBody` its body and attachments are dropped too. */
export async function markOutboxMailAttemptFailed(
  db: Kysely<Database>,
  id: number,
  change: { error: string; attempts: number; failed: boolean; now: string; forgetBody: boolean },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('outbox_mails')
      .set({
        state: change.failed ? 'failed' : 'queued',
        last_error: change.error.slice(0, 500),
        attempts: change.attempts,
        updated_at: change.now,
        ...(change.failed && change.forgetBody ? { text_body: '', html_body: null } : {}),
      })
      .where('id', '=', id)
      .execute();
    if (change.failed && change.forgetBody) {
      await trx.deleteFrom('outbox_attachments').where('mail_id', '=', id).execute();
    }
  });
}

/** A failed mail queued again by its owner (Retry); false when it is not theirs or not failed. */
export async function requeueFailedMail(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('outbox_mails')
    .set({ state: 'queued', attempts: 0, updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', owner)
    .where('state', '=', 'failed')
    .where('purpose', 'in', RETRYABLE_PURPOSES)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface DocumentMailRow {
  id: number;
  purpose: string;
  to_address: string;
  subject: string;
  state: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** The owner's e-mails with the fields a document's list shows of each. */
function selectOwnedMails(db: Kysely<Database>, owner: OwnerId) {
  return db
    .selectFrom('outbox_mails')
    .select([
      'id',
      'purpose',
      'to_address',
      'subject',
      'state',
      'attempts',
      'last_error',
      'created_at',
      'sent_at',
    ])
    .where('user_id', '=', owner);
}

/** The newest e-mails of one of the owner's documents (at most `limit`). */
export async function listDocumentMails(
  db: Kysely<Database>,
  owner: OwnerId,
  documentId: number,
  limit: number,
): Promise<DocumentMailRow[]> {
  return selectOwnedMails(db, owner)
    .where('document_id', '=', documentId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** One of the owner's e-mails, as a document's list shows it (none when it is not theirs). */
export async function listOwnedMail(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
): Promise<DocumentMailRow[]> {
  return selectOwnedMails(db, owner)
    .where('id', '=', id)
    .where('purpose', 'in', ['document', 'reminder'])
    .execute();
}

export interface MailState {
  id: number;
  state: string;
  last_error: string | null;
}

/** How the owner's e-mails of these ids went (a feature reads its own e-mails' state here, e.g. an
 * invoice's reminders); at most as many ids as the caller's page holds. */
export async function findMailStates(
  db: Kysely<Database>,
  owner: OwnerId,
  ids: readonly number[],
): Promise<MailState[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('outbox_mails')
    .select(['id', 'state', 'last_error'])
    .where('user_id', '=', owner)
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
