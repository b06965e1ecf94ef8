// The database as Kysely sees it: one interface per table, declared by the feature that owns the table
// (features/<area>/<area>.table.ts) and combined here.
import type { AccountsTables } from '../features/accounts/accounts.table';
import type { SettingsTables } from '../features/settings/settings.table';
import type { FilesTables } from '../files/files.table';
import type { ClientsTables } from '../features/clients/clients.table';
import type { ItemsTables } from '../features/items/items.table';
import type { NumberingTables } from '../features/numbering/numbering.table';
import type { DocumentsTables } from '../features/documents/documents.table';
import type { PaymentsTables } from '../features/payments/payments.table';
import type { ClientCreditsTables } from '../features/payments/client-credits.table';
import type { ExpensesTables } from '../features/expenses/expenses.table';
import type { UsedDownloadLinksTables } from '../exports/used-links.table';
import type { SubscriptionsTables } from '../features/subscriptions/subscriptions.table';
import type { ClientLinksTables } from '../features/client-links/client-links.table';
import type { DocumentEventsTables } from '../features/document-events/document-events.table';
import type { CardPaymentsTables } from '../features/card-payments/card-payments.table';
import type { CreditNoteKeysTables } from '../features/credit-notes/credit-note-keys.table';
import type { ListVersionsTables } from './list-versions.table';
import type { JobsTables } from '../jobs/jobs.table';
import type { OutboxTables } from '../mail/outbox.table';
import type { RecurringTables } from '../features/recurring/recurring.table';
import type { RemindersTables } from '../features/reminders/reminders.table';
import type { TaxTables } from '../features/tax/tax.table';

export type Database = AccountsTables &
  SettingsTables &
  FilesTables &
  ItemsTables &
  ClientsTables &
  NumberingTables &
  DocumentsTables &
  PaymentsTables &
  ClientCreditsTables &
  ExpensesTables &
  ListVersionsTables &
  UsedDownloadLinksTables &
  SubscriptionsTables &
  JobsTables &
  OutboxTables &
  RecurringTables &
  RemindersTables &
  ClientLinksTables &
  DocumentEventsTables &
  CardPaymentsTables &
  CreditNoteKeysTables &
  TaxTables;
