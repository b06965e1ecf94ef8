import type { Kysely } from 'kysely';

// Signed links can be ended by their owner (issue 13): every link's signature mixes in its owner's link
// epoch, and revoke_links moves it on, so every link made before stops working at once. 0 for everyone
// at first, so the links already handed out keep working until they expire or are revoked.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('link_epoch', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('link_epoch').execute();
}
