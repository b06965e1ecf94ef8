/** One row per owner: moved on by triggers at every write to a listed table (db/list-totals.ts). */
export interface ListVersionsTable {
  user_id: number;
  version: number;
}

export interface ListVersionsTables {
  list_versions: ListVersionsTable;
}
