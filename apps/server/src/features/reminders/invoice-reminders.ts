// An invoice's reminder history: each reminder sent, when, to whom, and how its e-mail went (ADR 0313).
import type { InvoiceReminder } from '@tradebook/domain/reminders/reminder-settings.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { requireDocument } from '../documents/read-documents';
import { invoiceKind } from '../invoices/invoice-kind';
import { listInvoiceReminders } from './reminders.repository';

export async function getInvoiceReminders(
  ctx: AppContext,
  owner: OwnerId,
  invoiceId: number,
): Promise<InvoiceReminder[]> {
  const row = await requireDocument(ctx, owner, invoiceKind, { id: invoiceId });
  return (await listInvoiceReminders(ctx.db, owner, row.id)).map((reminder) => {
    const offset = Number(reminder.days_offset);
    return {
      position: Number(reminder.position),
      timing: offset < 0 ? 'before' : offset === 0 ? 'on' : 'after',
      days: Math.abs(offset),
      to: reminder.to_address,
      sent_at: reminder.sent_at,
      email_state: reminder.state === 'sent' || reminder.state === 'failed' ? reminder.state : 'queued',
      error: reminder.last_error ?? null,
    };
  });
}
