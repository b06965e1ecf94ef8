import type { Kysely } from 'kysely';

// An export link opens once (exports/download-links.ts): the first open records the link's digest here,
// and a second open finds it. Rows are removed once their link has expired, by the expiry index.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('used_download_links')
    .addColumn('digest', 'text', (c) => c.primaryKey())
    .addColumn('used_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('used_download_links_by_expiry')
    .on('used_download_links')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('used_download_links').execute();
}
