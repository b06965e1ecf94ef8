// Reminder settings and the reminders sent (db/migrations/20261202T1030-reminders.ts), as Kysely sees them.
import type { Generated } from 'kysely';

export interface ReminderSettingsTable {
  id: Generated<number>;
  user_id: number;
  /** JSON: the three reminders (features/reminders/reminder-settings.ts). */
  reminders: string;
  updated_at: string;
}

export interface InvoiceRemindersTable {
  id: Generated<number>;
  user_id: number;
  document_id: number;
  position: number;
  days_offset: number;
  to_address: string;
  mail_id: number | null;
  sent_at: string;
}

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module '../../db/schema' {
  interface Database {
    reminder_settings: ReminderSettingsTable;
    invoice_reminders: InvoiceRemindersTable;
  }
}
