// The jobs table (db/migrations/20261202T0900-jobs.ts), as Kysely sees it.
import type { Generated } from 'kysely';

export interface JobsTable {
  id: Generated<number>;
  name: string;
  payload: Generated<string>;
  unique_key: string | null;
  state: Generated<string>;
  run_at: string;
  attempts: Generated<number>;
  max_attempts: number;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module '../db/schema' {
  interface Database {
    jobs: JobsTable;
  }
}
