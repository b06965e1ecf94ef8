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

export interface JobsTables {
  jobs: JobsTable;
}
