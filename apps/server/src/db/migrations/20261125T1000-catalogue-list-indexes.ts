import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The item and client lists answer one page, sorted and searched in the database
// (docs/decisions/0106-catalogue-lists-page.md). Every index leads with the owner, then the filter or
// the sort keys in the order the list reads them, ending with the id that breaks ties.
//
// items.amount_minor is the item's amount (round(quantity x unit price), the domain's lineTotalMinor),
// kept with the row so the price sort reads an index. The service writes it on every create and update;
// the rows that exist already get it here, with the same rule written in integers (quantity and price
// are never negative, so half away from zero is floor((q x p + 500) / 1000) with q in thousandths).
//
// The searches match any part of the text ('%pipe%'), which a B-tree cannot serve: SQLite gets an FTS5
// table with the trigram tokenizer per list (kept in step by triggers), PostgreSQL pg_trgm GIN indexes
// on the lower-cased columns.
const ITEM_SEARCH_COLUMNS = ['name', 'description', 'item_no'] as const;
const CLIENT_SEARCH_COLUMNS = ['full_name', 'business_name', 'email'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .alterTable('items')
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update items set amount_minor = (quantity_milli * unit_price_minor + 500) / 1000`.execute(db);

  // `active` is in every item index: the list reads only active items (1), so the index alone decides.
  await sql`create index items_user_date on items (user_id, active, created_at, id)`.execute(db);
  await sql`create index items_user_name on items (user_id, active, lower(name), id)`.execute(db);
  await sql`create index items_user_price on items (user_id, active, amount_minor, lower(name), id)`.execute(
    db,
  );
  await sql`create index items_user_category on items (user_id, active, category_id, created_at, id)`.execute(
    db,
  );
  await sql`create index items_user_type on items (user_id, active, type, created_at, id)`.execute(db);

  await sql`create index clients_user_date on clients (user_id, created_at, id)`.execute(db);
  // Clients without a business name come last, then A to Z by business name, then by full name.
  await sql`create index clients_user_business_name on clients (user_id, (case when business_name = '' then 1 else 0 end), lower(business_name), lower(full_name), id)`.execute(
    db,
  );
  // Both new client indexes lead with user_id, so the one-column index only cost writes.
  await db.schema.dropIndex('clients_user_id').execute();

  if (pg) {
    // Trusted since PostgreSQL 13: the database's owner may create it.
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const [table, columns] of [
      ['items', ITEM_SEARCH_COLUMNS],
      ['clients', CLIENT_SEARCH_COLUMNS],
    ] as const) {
      for (const column of columns) {
        await sql`create index ${sql.id(`${table}_${column}_trgm`)} on ${sql.table(table)} using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(
          db,
        );
      }
    }
    return;
  }

  await createSqliteSearch(db, 'items', ITEM_SEARCH_COLUMNS);
  await createSqliteSearch(db, 'clients', CLIENT_SEARCH_COLUMNS);
}

/** An FTS5 table `<table>_search` over `columns` of `table` (external content: it holds only the index),
 * kept in step by triggers, and filled from the rows that exist. */
async function createSqliteSearch(db: Kysely<any>, table: string, columns: readonly string[]): Promise<void> {
  const search = `${table}_search`;
  const list = columns.join(', ');
  const values = (prefix: string) => columns.map((column) => `${prefix}.${column}`).join(', ');
  const remove = `insert into ${search}(${search}, rowid, ${list}) values ('delete', old.id, ${values('old')});`;
  const add = `insert into ${search}(rowid, ${list}) values (new.id, ${values('new')});`;
  await sql
    .raw(
      `create virtual table ${search} using fts5(${list}, content='${table}', content_rowid='id', tokenize='trigram')`,
    )
    .execute(db);
  await sql.raw(`create trigger ${search}_insert after insert on ${table} begin ${add} end`).execute(db);
  await sql.raw(`create trigger ${search}_delete after delete on ${table} begin ${remove} end`).execute(db);
  await sql
    .raw(`create trigger ${search}_update after update on ${table} begin ${remove} ${add} end`)
    .execute(db);
  await sql.raw(`insert into ${search}(${search}) values ('rebuild')`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  if (pg) {
    for (const column of ITEM_SEARCH_COLUMNS) await db.schema.dropIndex(`items_${column}_trgm`).execute();
    for (const column of CLIENT_SEARCH_COLUMNS) await db.schema.dropIndex(`clients_${column}_trgm`).execute();
  } else {
    for (const table of ['items', 'clients']) {
      for (const event of ['insert', 'delete', 'update']) {
        await sql.raw(`drop trigger ${table}_search_${event}`).execute(db);
      }
      await sql.raw(`drop table ${table}_search`).execute(db);
    }
  }
  await db.schema.createIndex('clients_user_id').on('clients').column('user_id').execute();
  for (const index of ['clients_user_business_name', 'clients_user_date']) {
    await db.schema.dropIndex(index).execute();
  }
  for (const index of ['items_user_type', 'items_user_category', 'items_user_price', 'items_user_name']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.dropIndex('items_user_date').execute();
  await db.schema.alterTable('items').dropColumn('amount_minor').execute();
}
