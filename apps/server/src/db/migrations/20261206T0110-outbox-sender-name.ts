import type { Kysely } from 'kysely';

// The name a queued e-mail is sent on behalf of (docs/decisions/0351): a document's or reminder's e-mail
// reads '<Business name> via Tradebook' in the client's inbox. Null for the app's own e-mails (password
// reset, confirmation, alerts), which keep the configured sender as it is.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox_mails').addColumn('sender_name', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox_mails').dropColumn('sender_name').execute();
}
