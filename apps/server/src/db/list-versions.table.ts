/** One row per owner: moved on by triggers at every write to a listed table (db/list-totals.ts). */
export interface ListVersionsTable {
  user_id: number;
  version: number;
}

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module './schema' {
  interface Database {
    list_versions: ListVersionsTable;
  }
}
