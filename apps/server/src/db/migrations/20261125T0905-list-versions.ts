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
    // Statement triggers: a statement that writes many rows (a batch, a renamed client's documents)
    // moves each owner's version once, not once per row.
    await sql
      .raw(
        `create function bump_list_versions() returns trigger language plpgsql as $$
        begin
          insert into list_versions (user_id, version)
            select distinct user_id, 1 from changed_rows
            on conflict (user_id) do update set version = list_versions.version + 1;
          return null;
        end $$`,
      )
      .execute(db);
    for (const table of LISTED_TABLES) {
      for (const [event, rows] of [
        ['insert', 'new table as changed_rows'],
        ['update', 'new table as changed_rows'],
        ['delete', 'old table as changed_rows'],
      ] as const) {
        await sql
          .raw(
            `create trigger ${table}_list_version_after_${event} after ${event} on ${table}
              referencing ${rows} for each statement execute function bump_list_versions()`,
          )
          .execute(db);
      }
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
    for (const event of ['insert', 'update', 'delete']) {
      const on = pg ? ` on ${table}` : '';
      await sql.raw(`drop trigger if exists ${table}_list_version_after_${event}${on}`).execute(db);
    }
  }
  if (pg) await sql`drop function if exists bump_list_versions`.execute(db);
  await db.schema.dropTable('list_versions').execute();
}
