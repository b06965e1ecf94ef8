import type { Kysely } from 'kysely';

// An expense in another currency than its business's keeps the exchange rate to the business's currency on
// its date, as a document does (docs/decisions/0395-expenses-in-a-foreign-currency.md, 0391): an integer
// scaled by 10^6, null in the business's own currency and on expenses saved before rates were kept.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('expenses').addColumn('exchange_rate_micro', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('expenses').dropColumn('exchange_rate_micro').execute();
}
