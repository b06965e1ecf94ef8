import { sql, type Kysely } from 'kysely';

// Each client's document language (docs/decisions/0389): the language its quotations, invoices, credit
// notes, e-mails, reminders and page are written in. Clients saved before take their business's language.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('clients')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('us'))
    .execute();
  await sql`update clients set language = coalesce(
      (select u.language from users u where u.id = clients.user_id), 'us')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('clients').dropColumn('language').execute();
}
