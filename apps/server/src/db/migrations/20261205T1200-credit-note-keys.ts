import type { Kysely } from 'kysely';

// The Idempotency-Key a credit_note/create_from_invoice request came with (docs/decisions/0331), as
// payments keep theirs (0112): one row per key and owner, naming the credit note it made and a digest
// of the request, so a repeat with the same key and request answers that credit note again and the key
// sent with a different request is refused. Written in the transaction that issues the credit note; the
// primary key settles two requests with one key at the same moment.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('credit_note_keys')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_digest', 'text', (c) => c.notNull())
    .addColumn('credit_note_id', 'bigint', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('credit_note_keys_pkey', ['user_id', 'idempotency_key'])
    .execute();
  // The foreign key's cascade looks rows up by credit note.
  await db.schema
    .createIndex('credit_note_keys_by_credit_note')
    .on('credit_note_keys')
    .column('credit_note_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('credit_note_keys').execute();
}
