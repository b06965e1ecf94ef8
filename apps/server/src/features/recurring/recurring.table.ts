// Recurring schedules and their runs (db/migrations/20261202T1000-recurring-invoices.ts), as Kysely sees them.
import type { Generated } from 'kysely';

export interface RecurringSchedulesTable {
  id: Generated<number>;
  user_id: number;
  template_document_id: number;
  frequency: string;
  start_date: string;
  occurrence_offset: number;
  next_occurrence: number;
  next_run_date: string | null;
  end_type: string;
  end_after_count: number | null;
  end_date: string | null;
  send_mode: string;
  status: string;
  made_count: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface RecurringRunsTable {
  id: Generated<number>;
  user_id: number;
  schedule_id: number;
  occurrence: number;
  run_date: string;
  invoice_id: number | null;
  created_at: string;
}

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module '../../db/schema' {
  interface Database {
    recurring_schedules: RecurringSchedulesTable;
    recurring_runs: RecurringRunsTable;
  }
}
