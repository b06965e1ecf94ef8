// An invoice's reminder history: each reminder sent, when, to whom, and how its e-mail went (ADR 0313).
import type { InvoiceReminder } from '@tradebook/domain/reminders/reminder-settings.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { requireDocument } from '../documents/read-documents';
import { invoiceKind } from '../invoices/invoice-kind';
import { findMailStates } from '../../mail/outbox.repository';
import { listInvoiceReminders } from './reminders.repository';

export async function getInvoiceReminders(
  ctx: AppContext,
  owner: OwnerId,
  invoiceId: number,
): Promise<InvoiceReminder[]> {
  const row = await requireDocument(ctx, owner, invoiceKind, { id: invoiceId });
  const reminders = await listInvoiceReminders(ctx.db, owner, row.id);
  const mailIds = reminders.flatMap((reminder) =>
    reminder.mail_id === null ? [] : [Number(reminder.mail_id)],
  );
  const mails = new Map((await findMailStates(ctx.db, owner, mailIds)).map((mail) => [mail.id, mail]));
  return reminders.map((reminder) => {
    const mail = reminder.mail_id === null ? undefined : mails.get(Number(reminder.mail_id));
    const offset = Number(reminder.days_offset);
    return {
      position: Number(reminder.position),
      timing: offset < 0 ? 'before' : offset === 0 ? 'on' : 'after',
      days: Math.abs(offset),
      to: reminder.to_address,
      sent_at: reminder.sent_at,
      email_state: mail?.state === 'sent' || mail?.state === 'failed' ? mail.state : 'queued',
      error: mail?.last_error ?? null,
    };
  });
}
