import type { Kysely } from 'kysely';

// A document in another currency than its business's (docs/decisions/0391-documents-in-a-foreign-currency.md):
// it keeps the exchange rate to the business's currency on its date, as an integer scaled by 10^6 (1 unit of
// the document's currency is exchange_rate_micro / 10^6 units of the business's), null in the business's own
// currency. A client may have a currency of its own (null: the business's), which its new documents take.
// The index finds the last rate used for a currency (the rate proposed for a new document) by one backward
// step, however many documents the owner has.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').addColumn('exchange_rate_micro', 'bigint').execute();
  await db.schema.alterTable('clients').addColumn('currency_id', 'integer').execute();
  await db.schema
    .createIndex('documents_by_currency')
    .on('documents')
    .columns(['user_id', 'currency_id', 'document_date', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('documents_by_currency').execute();
  await db.schema.alterTable('clients').dropColumn('currency_id').execute();
  await db.schema.alterTable('documents').dropColumn('exchange_rate_micro').execute();
}
