import type { Kysely } from 'kysely';

// The epoch every signed file link mixes into its signature (revoke_links moves it on) moves from
// users.link_epoch to a table of the files room, which stands on the platform below accounts
// (docs/decisions/0409-file-link-epochs-in-the-files-room.md). A user without a row is at epoch 0, the
// column's default, so only the epochs already moved on are copied and every link handed out still
// verifies.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('file_link_epochs')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('epoch', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('file_link_epochs')
    .columns(['user_id', 'epoch'])
    .expression(db.selectFrom('users').select(['id', 'link_epoch']).where('link_epoch', '<>', 0))
    .execute();
  await db.schema.alterTable('users').dropColumn('link_epoch').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('link_epoch', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('users')
    .set((eb) => ({
      link_epoch: eb
        .selectFrom('file_link_epochs')
        .select('epoch')
        .whereRef('file_link_epochs.user_id', '=', 'users.id'),
    }))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('file_link_epochs')
          .select('epoch')
          .whereRef('file_link_epochs.user_id', '=', 'users.id'),
      ),
    )
    .execute();
  await db.schema.dropTable('file_link_epochs').execute();
}
