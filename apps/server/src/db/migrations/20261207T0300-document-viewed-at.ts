import { sql, type Kysely } from 'kysely';

// When the client first opened a document's link (docs/decisions/0366): kept on the document itself, so
// every list row can say Viewed without a query per row. Set once, by the client's page; documents viewed
// before this migration take the time of their first 'viewed' event.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').addColumn('viewed_at', 'text').execute();
  await sql`update documents set viewed_at = (
      select min(e.created_at) from document_events e
      where e.document_id = documents.id and e.user_id = documents.user_id and e.type = 'viewed')
    where exists (
      select 1 from document_events e
      where e.document_id = documents.id and e.user_id = documents.user_id and e.type = 'viewed')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('viewed_at').execute();
}
