// The database as Kysely sees it: one interface per table, declared by the room that owns the table
// (features/<area>/<area>.table.ts, or a platform folder's *.table.ts), which merges its tables into
// `Database` with `declare module '<path to>/db/schema' { interface Database { ... } }`. So this file
// imports no feature and every import of the server points down
// (docs/decisions/0340-floors-of-the-server.md).

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Database {}
