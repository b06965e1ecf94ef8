export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module '../db/schema' {
  interface Database {
    app_secrets: AppSecretsTable;
  }
}
