import type { Kysely } from 'kysely';

// A queued e-mail's text, HTML and attachments are kept sealed with the server's key
// (docs/decisions/0329-secrets-at-rest-in-the-outbox.md). `sealed` tells the two kinds of row apart:
// 0 for an e-mail queued before this migration (plain; it is still sent as it is), 1 since. The key is
// not the database's to hold, so rows already queued cannot be sealed here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('outbox_mails')
    .addColumn('sealed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox_mails').dropColumn('sealed').execute();
}
