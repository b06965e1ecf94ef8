import type { Generated } from 'kysely';

/** The HMRC category an owner chose for an expense category (migration 20261207T0500-reports). */
export interface ExpenseCategoryMapsTable {
  id: Generated<number>;
  user_id: number;
  category_id: number;
  hmrc_category: string;
  updated_at: string;
}

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module '../../db/schema' {
  interface Database {
    expense_category_maps: ExpenseCategoryMapsTable;
  }
}
