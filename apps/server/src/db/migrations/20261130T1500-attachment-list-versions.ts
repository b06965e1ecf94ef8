import { PostgresAdapter, sql, type Kysely } from 'kysely';

// A document's list row shows how many attachments it has, and the lists now keep whole answers for as
// long as the owner's list version stands (docs/decisions/0119-kept-list-answers.md). So adding or
// deleting an attachment moves the version on, as a write to documents, clients and items already does
// (20261125T0905-list-versions.ts, whose PostgreSQL function bump_list_versions() this reuses).
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const [event, changed] of [
    ['insert', 'new'],
    ['update', 'new'],
    ['delete', 'old'],
  ] as const) {
    const statement = pg
      ? `create trigger document_attachments_list_version_after_${event} after ${event} on document_attachments
          referencing ${changed} table as changed_rows for each statement execute function bump_list_versions()`
      : `create trigger document_attachments_list_version_after_${event} after ${event} on document_attachments
          begin
            insert into list_versions (user_id, version) values (${changed}.user_id, 1)
              on conflict (user_id) do update set version = version + 1;
          end`;
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const event of ['insert', 'update', 'delete']) {
    const on = pg ? ' on document_attachments' : '';
    await sql.raw(`drop trigger if exists document_attachments_list_version_after_${event}${on}`).execute(db);
  }
}
