import type { Kysely } from 'kysely';

// One open Checkout Session per invoice and amount, and what a card payment came to
// (docs/decisions/0325):
// - card_checkouts.expired_at: set once the server expired the session at Stripe (replaced by another
//   amount) or Stripe reported it expired; such a session is never offered again.
// - card_checkouts.outcome: what its recorded payment did: 'paid', 'overpaid' (it took the invoice past
//   what was due), 'voided' or 'credited' (the invoice took no payment: the business refunds it);
//   null until recorded, and for payments recorded before this migration.
// - card_checkouts.overpaid_minor: the part paid beyond what was due (0 otherwise).
// - card_checkouts.link_token_hash: the hash of the client link the payment was started from, so the
//   page Stripe returns to leads back to the invoice only while that same link opens it.
// - card_checkouts_by_document_time: the sessions of an invoice in the last hour, counted for the cap.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('card_checkouts').addColumn('expired_at', 'text').execute();
  await db.schema.alterTable('card_checkouts').addColumn('outcome', 'text').execute();
  await db.schema.alterTable('card_checkouts').addColumn('link_token_hash', 'text').execute();
  await db.schema
    .alterTable('card_checkouts')
    .addColumn('overpaid_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('card_checkouts_by_document_time')
    .on('card_checkouts')
    .columns(['document_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('card_checkouts_by_document_time').execute();
  for (const column of ['overpaid_minor', 'link_token_hash', 'outcome', 'expired_at']) {
    await db.schema.alterTable('card_checkouts').dropColumn(column).execute();
  }
}
