import { PostgresAdapter, sql, type Kysely } from 'kysely';

// A counter per owner that every write to a listed table moves on (documents, clients, items and item
// categories), set by triggers so that no code path can forget it. A list keeps the total it counted
// together with this version and counts again only when the version moved
// (docs/decisions/0108-list-totals.md): totals stay exact, and paging through a list of 100,000
// documents does not count them all on every page.
const LISTED_TABLES = ['documents', 'clients', 'items', 'item_categories'];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('list_versions')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  if (pg) {
    await sql
      .raw(
        `create function bump_list_version() returns trigger language plpgsql as $$
        declare
          owner bigint := case when tg_op = 'DELETE' then old.user_id else new.user_id end;
        begin
          insert into list_versions (user_id, version) values (owner, 1)
            on conflict (user_id) do update set version = list_versions.version + 1;
          return null;
        end $$`,
      )
      .execute(db);
    for (const table of LISTED_TABLES) {
      await sql
        .raw(
          `create trigger ${table}_list_version after insert or update or delete on ${table}
            for each row execute function bump_list_version()`,
        )
        .execute(db);
    }
    return;
  }

  const bump = (owner: string) =>
    `insert into list_versions (user_id, version) values (${owner}, 1)
      on conflict (user_id) do update set version = version + 1;`;
  for (const table of LISTED_TABLES) {
    for (const [event, owner] of [
      ['insert', 'new.user_id'],
      ['update', 'new.user_id'],
      ['delete', 'old.user_id'],
    ] as const) {
      await sql
        .raw(
          `create trigger ${table}_list_version_after_${event} after ${event} on ${table} begin ${bump(owner)} end`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of LISTED_TABLES) {
    if (pg) await sql.raw(`drop trigger if exists ${table}_list_version on ${table}`).execute(db);
    else
      for (const event of ['insert', 'update', 'delete'])
        await sql.raw(`drop trigger if exists ${table}_list_version_after_${event}`).execute(db);
  }
  if (pg) await sql`drop function if exists bump_list_version`.execute(db);
  await db.schema.dropTable('list_versions').execute();
}
