import type { Kysely } from 'kysely';

// The aged receivables convert what is still due on each open invoice at the rate it keeps
// (docs/decisions/0393-reports-and-vat-in-the-business-currency.md): documents_aged now ends with
// exchange_rate_micro, so the report reads nothing but the index again, however many invoices are open
// (docs/decisions/0396-aged-index-with-the-rate.md).
const AGED = [
  'user_id',
  'kind',
  'is_void',
  'status',
  'currency_id',
  'client_id',
  'due_date',
  'total_minor',
  'paid_minor',
  'credited_minor',
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('documents_aged').execute();
  await db.schema
    .createIndex('documents_aged')
    .on('documents')
    .columns([...AGED, 'exchange_rate_micro'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('documents_aged').execute();
  await db.schema.createIndex('documents_aged').on('documents').columns(AGED).execute();
}
