// What each client holds as credit, per currency (db/migrations/20261206T0100-client-credits.ts;
// docs/decisions/0349).
export interface ClientCreditsTable {
  client_id: number;
  currency_id: number;
  user_id: number;
  /** In cents, never below 0. */
  held_minor: number;
}

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module '../../db/schema' {
  interface Database {
    client_credits: ClientCreditsTable;
  }
}
