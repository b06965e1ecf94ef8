// Every e-mail the product sends goes through the outbox (docs/decisions/0311-tracked-email.md): queueMail
// stores it (attachments included, body and attachments sealed with the server's key, ADR 0329) and a
// 'deliver-mail' job in one transaction, and answers at once; the job hands it to the mailer (SMTP_URL, or
// the .eml folder) and records the server's answer, or the error. A temporary failure (4yz, a lost
// connection) is retried with backoff (30 s, 2 min, 10 min, 1 h) before the mail is marked failed; a
// permanent refusal (5yz) fails it at once (smtp-refusal.ts). Nothing queued is lost when the process
// stops: the job waits in the database for the next start (or another process).
import { isSingleEmailAddress } from '@tradebook/domain/api/fields';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OwnerId } from '../db/owner';
import type { Jobs } from '../jobs/jobs';
import type { Keyring } from '../secrets/keyring';
import { NotOneAddressError, type Mail, type Mailer } from './mailer';
import { openMailBody, sealMailBody } from './outbox-sealing';
import { isPermanentMailFailure } from './smtp-refusal';
import {
  findOutboxMail,
  insertOutboxMail,
  listOutboxAttachments,
  markOutboxMailAttemptFailed,
  markOutboxMailSent,
  listDocumentMails,
  listOwnedMail,
  requeueFailedMail,
  RETRYABLE_PURPOSES,
  type DocumentMailRow,
  type MailPurpose,
} from './outbox.repository';

export const DELIVER_MAIL_JOB = 'deliver-mail';
/** Pauses after the 1st to 4th temporary failure; the 5th failure is final. */
const RETRY_PAUSES_MS = [30_000, 120_000, 600_000, 3_600_000];
export const MAIL_ATTEMPTS = RETRY_PAUSES_MS.length + 1;

/** Every e-mail's body is blanked once sent, and once failed for good unless its owner can Retry it (a
 * reset or verification link, an alert, an invitation): the history shows only to whom, its subject and
 * how it went, and a document's e-mail carries the client's link (ADR 0306), whose token is otherwise
 * kept only as a hash. */
const RETRYABLE: ReadonlySet<string> = new Set(RETRYABLE_PURPOSES);

export interface MailMeta {
  purpose: MailPurpose;
  userId?: number | null;
  documentId?: number | null;
}

/** What the outbox takes of the app context, which stands above mail/ and hands itself in (app-context.ts). */
interface MailContext {
  db: Kysely<Database>;
  jobs: Jobs;
  now: () => Date;
  keyring: Keyring;
  mailer: Mailer;
  logger: FastifyBaseLogger;
}

type QueueContext = Pick<MailContext, 'db' | 'jobs' | 'now' | 'keyring'>;

/** Queues `mail` (inside `ctx.db`'s transaction when it is one); answers the outbox id. An address that is
 * not exactly one is refused here, before anything is stored. */
export async function queueMail(ctx: QueueContext, mail: Mail, meta: MailMeta): Promise<number> {
  for (const address of [mail.to, ...(mail.cc ?? []), ...(mail.replyTo ? [mail.replyTo] : [])]) {
    if (!isSingleEmailAddress(address)) throw new NotOneAddressError();
  }
  const body = sealMailBody(ctx.keyring, mail.to, {
    text: mail.text,
    html: mail.html ?? null,
    attachments: mail.attachments ?? [],
  });
  const store = async (db: Kysely<Database>) => {
    const id = await insertOutboxMail(db, {
      userId: meta.userId ?? null,
      documentId: meta.documentId ?? null,
      purpose: meta.purpose,
      to: mail.to,
      cc: mail.cc ?? [],
      replyTo: mail.replyTo ?? null,
      senderName: mail.senderName ?? null,
      subject: mail.subject.replace(/[\r\n]+/g, ' '),
      ...body,
      sealed: true,
      now: ctx.now().toISOString(),
    });
    await enqueueDelivery(ctx.jobs, id, db);
    return id;
  };
  return ctx.db.isTransaction ? store(ctx.db) : ctx.db.transaction().execute(store);
}

export async function enqueueDelivery(jobs: Jobs, mailId: number, db?: Kysely<Database>): Promise<void> {
  await jobs.enqueue(DELIVER_MAIL_JOB, { mailId }, { uniqueKey: `mail:${mailId}`, ...(db ? { db } : {}) });
}

/** A document's e-mail that failed for good: what the owner must be told of (app.ts raises the event,
 * documents/document-events; mail/ knows no feature). */
export interface FailedDocumentMail {
  userId: number;
  documentId: number;
  to: string;
  error: string;
}

/** The job that sends one queued e-mail. */
export function defineMailDelivery(
  ctx: MailContext,
  hooks: { onDocumentMailFailed?: (mail: FailedDocumentMail) => Promise<void> } = {},
): void {
  ctx.jobs.define({
    name: DELIVER_MAIL_JOB,
    maxAttempts: MAIL_ATTEMPTS,
    backoffMs: (failures) => RETRY_PAUSES_MS[failures - 1] ?? RETRY_PAUSES_MS.at(-1)!,
    async run(payload, { attempt, final }) {
      const mailId = Number((payload as { mailId?: unknown }).mailId);
      const row = await findOutboxMail(ctx.db, mailId);
      // Sent already (a process that died before settling its job), or gone with its owner.
      if (!row || row.state === 'sent') return;
      try {
        const body = openMailBody(ctx.keyring, row.to_address, Number(row.sealed) === 1, {
          text: row.text_body,
          html: row.html_body,
          attachments: await listOutboxAttachments(ctx.db, mailId),
        });
        const { response } = await ctx.mailer.send({
          to: row.to_address,
          cc: JSON.parse(row.cc) as string[],
          ...(row.reply_to ? { replyTo: row.reply_to } : {}),
          ...(row.sender_name ? { senderName: row.sender_name } : {}),
          subject: row.subject,
          text: body.text,
          ...(body.html ? { html: body.html } : {}),
          attachments: body.attachments,
        });
        await markOutboxMailSent(ctx.db, mailId, {
          response,
          attempts: attempt,
          now: ctx.now().toISOString(),
          forgetBody: true,
        });
      } catch (error) {
        const reason = describeMailError(error);
        // A permanent refusal gets the same answer on every attempt: failed now, not in an hour and a half.
        const permanent = isPermanentMailFailure(error);
        const failed = final || permanent;
        await markOutboxMailAttemptFailed(ctx.db, mailId, {
          error: reason,
          attempts: attempt,
          failed,
          now: ctx.now().toISOString(),
          forgetBody: !RETRYABLE.has(row.purpose),
        });
        if (failed && row.user_id !== null && row.document_id !== null) {
          await hooks.onDocumentMailFailed?.({
            userId: Number(row.user_id),
            documentId: Number(row.document_id),
            to: row.to_address,
            error: reason,
          });
        }
        // Thrown, the queue runs the job again after its pause; the outbox row already says it failed.
        if (!permanent) throw error;
        ctx.logger.warn({ mailId, attempt, error: reason }, 'an e-mail was refused for good');
      }
    },
  });
}

/** What the owner reads after 'Failed:': the server's own answer when it gave one ('554 Message
 * refused'), else the connection's error ('connect ECONNREFUSED 127.0.0.1:2525'). */
export function describeMailError(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { response, message } = error as { response?: unknown; message?: unknown };
    if (typeof response === 'string' && response.trim()) return response.trim();
    if (typeof message === 'string' && message.trim()) return message.trim();
  }
  return String(error);
}

export interface OwnedMail {
  id: number;
  kind: 'document' | 'reminder';
  to: string;
  subject: string;
  state: 'queued' | 'sent' | 'failed';
  attempts: number;
  error: string | null;
  queued_at: string;
  sent_at: string | null;
}

/** How many of a document's e-mails its screen lists, newest first. */
export const DOCUMENT_MAILS_SHOWN = 50;

function toOwnedMail(row: DocumentMailRow): OwnedMail {
  return {
    id: Number(row.id),
    kind: row.purpose === 'reminder' ? 'reminder' : 'document',
    to: row.to_address,
    subject: row.subject,
    state: row.state === 'sent' || row.state === 'failed' ? row.state : 'queued',
    attempts: Number(row.attempts),
    error: row.last_error,
    queued_at: row.created_at,
    sent_at: row.sent_at,
  };
}

/** The e-mails of one of the owner's documents (the caller has checked the document is theirs). */
export async function listMailsOfDocument(
  ctx: Pick<MailContext, 'db'>,
  owner: OwnerId,
  documentId: number,
): Promise<OwnedMail[]> {
  return (await listDocumentMails(ctx.db, owner, documentId, DOCUMENT_MAILS_SHOWN)).map(toOwnedMail);
}

/** Retry: a failed e-mail of the owner's documents queued again; undefined when it is not theirs. */
export async function retryFailedMail(
  ctx: Pick<MailContext, 'db' | 'jobs' | 'now'>,
  owner: OwnerId,
  mailId: number,
): Promise<{ retried: boolean; mail?: OwnedMail }> {
  const retried = await ctx.db.transaction().execute(async (trx) => {
    const requeued = await requeueFailedMail(trx, owner, mailId, ctx.now().toISOString());
    if (requeued) await enqueueDelivery(ctx.jobs, mailId, trx);
    return requeued;
  });
  const row = (await listOwnedMail(ctx.db, owner, mailId))[0];
  return row ? { retried, mail: toOwnedMail(row) } : { retried };
}
