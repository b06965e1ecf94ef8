// The reminders sweep (ADR 0313), a periodic job (jobs/jobs.ts) every hour: the open invoices (sent or
// part-paid, never paid, void or draft) whose due date lies within reach of a reminder are read in
// batches; for each, the owner's reminders say which one goes today (reminderToSend). It is recorded as
// sent and its e-mail queued in one transaction, and the record's unique index lets only one process
// (or one sweep) send it: each reminder of an invoice goes at most once.
import { addDays } from '@tradebook/domain/documents/dates';
import { remainingDueMinor } from '@tradebook/domain/documents/totals';
import { CATCH_UP_DAYS, reminderToSend } from '@tradebook/domain/reminders/reminder-rule';
import {
  DEFAULT_REMINDERS,
  MAX_REMINDER_DAYS,
  reminderOffset,
  type Reminder,
} from '@tradebook/domain/reminders/reminder-settings.schemas';
import type { AppContext } from '../../app-context';
import { documentWords, type DocumentWords } from '../../locales/document-words';
import { trustedOwnerId, type OwnerId } from '../../db/owner';
import { isEmailConfirmed } from '../accounts/email-rules';
import { getClient } from '../clients/clients.service';
import { queueDocumentMail } from '../documents/document-mail';
import type { DocumentRow } from '../documents/document-rows';
import { loadLetterhead } from '../documents/letterhead';
import { statusWordOf } from '../documents/status-word';
import { requireDocument, today } from '../documents/read-documents';
import { inTransaction } from '../documents/save-document';
import { invoiceKind } from '../invoices/invoice-kind';
import { currencyById } from '../lookups/currencies';
import { recordDocumentEvent } from '../document-events/record-document-event';
import { reminderClientLink } from './reminder-client-link';
import { getReminders } from './reminder-settings';
import { openInvoicesDueBetween } from '../documents/open-invoices.repository';
import { linkReminderMail, recordReminder, sentPositions } from './reminders.repository';

export const REMINDERS_SWEEP_JOB = 'reminders-sweep';
const SWEEP_EVERY_MS = 60 * 60_000;
const BATCH = 500;

export function defineReminderJobs(ctx: AppContext): void {
  ctx.jobs.define({
    name: REMINDERS_SWEEP_JOB,
    maxAttempts: 1,
    run: async () => {
      await sendDueReminders(ctx);
    },
  });
  ctx.jobs.every(REMINDERS_SWEEP_JOB, SWEEP_EVERY_MS);
}

/** Sends today's reminders of every owner; answers how many were queued. */
export async function sendDueReminders(ctx: AppContext): Promise<number> {
  const date = today(ctx);
  // A reminder's day is the due date plus -60 to +60 days, sent up to CATCH_UP_DAYS late.
  const range = {
    from: addDays(date, -(MAX_REMINDER_DAYS + CATCH_UP_DAYS)),
    to: addDays(date, MAX_REMINDER_DAYS),
  };
  const settings = new Map<number, Reminder[]>();
  // An owner whose address is not confirmed sends no reminders (ADR 0327): they wait, within the
  // catch-up days, for the address to be confirmed.
  const confirmed = new Map<number, boolean>();
  let afterId = 0;
  let queued = 0;
  for (;;) {
    const batch = await openInvoicesDueBetween(ctx.db, { ...range, afterId, limit: BATCH });
    if (batch.length === 0) break;
    afterId = Number(batch.at(-1)!.id);
    const sent = await sentPositions(
      ctx.db,
      batch.map((row) => Number(row.id)),
    );
    for (const invoice of batch) {
      const ownerId = Number(invoice.user_id);
      if (!confirmed.has(ownerId))
        confirmed.set(ownerId, await isEmailConfirmed(ctx, trustedOwnerId(ownerId)));
      if (!confirmed.get(ownerId)) continue;
      if (!settings.has(ownerId)) settings.set(ownerId, await getReminders(ctx, trustedOwnerId(ownerId)));
      const reminders = settings.get(ownerId)!;
      const position = reminderToSend(
        reminders,
        invoice.due_date,
        date,
        sent.get(Number(invoice.id)) ?? new Set(),
      );
      if (position === undefined) continue;
      const reminder = reminders[position - 1]!;
      if (await sendReminder(ctx, trustedOwnerId(ownerId), Number(invoice.id), position, reminder))
        queued += 1;
    }
  }
  return queued;
}

/** Records and queues one reminder; false when it was sent already or the invoice no longer qualifies. */
async function sendReminder(
  ctx: AppContext,
  owner: OwnerId,
  invoiceId: number,
  position: number,
  reminder: Reminder,
): Promise<boolean> {
  const row = await requireDocument(ctx, owner, invoiceKind, { id: invoiceId });
  if (row.is_void !== 0 || !['sent', 'partpaid'].includes(row.status)) return false;
  const client = await getClient(ctx, owner, row.client_id);
  if (!client.email) return false;
  const letterhead = await loadLetterhead(ctx, owner);
  const link = await reminderClientLink(ctx, owner, invoiceId);
  // The invoice's word as the owner's screens say it (docs/decisions/0366): Overdue once past its due date.
  const status = statusWordOf(row, today(ctx), { invoiced: false });
  // In the client's language (docs/decisions/0389).
  const words = documentWords(client.language, letterhead.countryCode);
  const mail = {
    to: client.email,
    cc: [],
    replyTo: letterhead.email,
    senderName: letterhead.name,
    subject: reminderSubject(row, reminder, letterhead.name, status, words, today(ctx)),
    paragraphs: reminderParagraphs(row, reminder, client.full_name, link, status, words),
    signature: [words.t('mail', 'kind_regards'), letterhead.name, letterhead.email],
  };
  return ctx.db.transaction().execute(async (trx) => {
    const within = inTransaction(ctx, trx);
    const recorded = await recordReminder(trx, owner, {
      documentId: invoiceId,
      position,
      daysOffset: reminderOffset(reminder),
      to: client.email,
      now: ctx.now().toISOString(),
    });
    if (recorded === undefined) return false;
    const mailId = await queueDocumentMail(within, owner, invoiceId, mail, 'reminder');
    await linkReminderMail(trx, owner, recorded, mailId);
    // In the invoice's history; not a notification: the owner set reminders up to go on their own.
    await recordDocumentEvent(within, owner, row, {
      type: 'reminder_sent',
      actor: 'system',
      recipient: client.email,
      read: true,
    });
    return true;
  });
}

/** Whole days from one calendar date to another ('2027-03-10' to '2027-03-17': 7). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The owner's message as written; a default one the owner kept is the catalogue's, in the language. */
function reminderMessage(reminder: Reminder, words: DocumentWords): string {
  const kept = DEFAULT_REMINDERS.some(
    (preset) => preset.timing === reminder.timing && preset.message === reminder.message,
  );
  return kept ? words.t('reminders', `default.${reminder.timing}`) : reminder.message;
}

export function reminderSubject(
  row: DocumentRow,
  reminder: Reminder,
  business: string,
  status: string,
  words: DocumentWords,
  date: string,
): string {
  // The due date as the client's language writes it (in English, in the business's order, ADR 0368),
  // and how many days are left or have passed ('dans 3 jours', 'en retard de 1 jour').
  const days = Math.abs(daysBetween(row.due_date, date));
  const subject = words.t('reminders', `subject.${reminder.timing}`, {
    number: row.number,
    business,
    due: words.date(row.due_date),
    days,
  });
  // Past its due date the subject names the status the client's page shows: Overdue.
  return status === 'Overdue'
    ? words.t('reminders', 'subject.with_status', { subject, status: words.statusWord(status) })
    : subject;
}

/** Greeting, the owner's message, then the facts: number, amount due, due date, status, and the client's
 * link when there is one (reminder-client-link.ts); in the client's language (docs/decisions/0389). */
export function reminderParagraphs(
  row: DocumentRow,
  reminder: Reminder,
  clientName: string,
  link: string | undefined,
  status: string,
  words: DocumentWords,
): string[] {
  const currency = currencyById(row.currency_id);
  const t = (key: string, values: Record<string, unknown>) => words.t('reminders', key, values);
  const due = remainingDueMinor(row.total_minor, row.paid_minor, row.credited_minor);
  const facts = [
    t('fact.invoice', { number: row.number }),
    t('fact.amount_due', {
      amount: words.money(due, { code: currency?.code ?? '', symbol: currency?.symbol ?? '' }),
    }),
    t('fact.due_date', { date: words.date(row.due_date) }),
    t('fact.status', { status: words.statusWord(status) }),
    ...(link ? [t('fact.link', { url: link })] : []),
  ];
  return [
    words.t('mail', 'greeting', { name: clientName }),
    ...reminderMessage(reminder, words).split(/\r?\n\s*\r?\n/),
    facts.join('\n'),
  ];
}
