// The statements of payment reminders: an owner's settings and each reminder sent, once
// (unique(document_id, position)). The open invoices the sweep reads are the documents feature's
// (features/documents/open-invoices.repository.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OwnerId } from '../../db/owner';

export async function findReminderSettings(
  db: Kysely<Database>,
  owner: OwnerId,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('reminder_settings')
    .select('reminders')
    .where('user_id', '=', owner)
    .executeTakeFirst();
  return row?.reminders;
}

export async function saveReminderSettings(
  db: Kysely<Database>,
  owner: OwnerId,
  reminders: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('reminder_settings')
    .values({ user_id: owner, reminders, updated_at: now })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ reminders, updated_at: now }))
    .execute();
}

/** The positions already sent, per invoice. */
export async function sentPositions(
  db: Kysely<Database>,
  documentIds: number[],
): Promise<Map<number, Set<number>>> {
  const sent = new Map<number, Set<number>>();
  if (documentIds.length === 0) return sent;
  const rows = await db
    .selectFrom('invoice_reminders')
    .select(['document_id', 'position'])
    .where('document_id', 'in', documentIds)
    .execute();
  for (const row of rows) {
    const id = Number(row.document_id);
    sent.set(id, (sent.get(id) ?? new Set()).add(Number(row.position)));
  }
  return sent;
}

/** Records reminder `position` of the invoice as sent; false when it already was (by another process). */
export async function recordReminder(
  db: Kysely<Database>,
  owner: OwnerId,
  reminder: { documentId: number; position: number; daysOffset: number; to: string; now: string },
): Promise<number | undefined> {
  const row = await db
    .insertInto('invoice_reminders')
    .values({
      user_id: owner,
      document_id: reminder.documentId,
      position: reminder.position,
      days_offset: reminder.daysOffset,
      to_address: reminder.to,
      mail_id: null,
      sent_at: reminder.now,
    })
    .onConflict((conflict) => conflict.columns(['document_id', 'position']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

export async function linkReminderMail(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
  mailId: number,
): Promise<void> {
  await db
    .updateTable('invoice_reminders')
    .set({ mail_id: mailId })
    .where('id', '=', id)
    .where('user_id', '=', owner)
    .execute();
}

/** The reminders sent for one of the owner's invoices, oldest first (at most one per reminder position;
 * how each e-mail went is the mail outbox's: mail/outbox.repository.ts). */
export async function listInvoiceReminders(db: Kysely<Database>, owner: OwnerId, documentId: number) {
  return db
    .selectFrom('invoice_reminders')
    .select(['position', 'days_offset', 'to_address', 'sent_at', 'mail_id'])
    .where('user_id', '=', owner)
    .where('document_id', '=', documentId)
    .orderBy('id')
    .execute();
}
