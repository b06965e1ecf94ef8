import type { Kysely } from 'kysely';

// Only the latest reset link of a user works (issue 13): a user holds one row, which a new request
// replaces. Links still stored are at most an hour old and are dropped rather than sorted out: their
// owners ask again.
export async function up(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('password_resets').execute();
  await db.schema
    .createIndex('password_resets_one_per_user')
    .on('password_resets')
    .column('user_id')
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('password_resets_one_per_user').execute();
}
