import type { Generated } from 'kysely';

/** The VAT and income-tax settings (migration 20261206T0510-tax-schemes.ts); one row per user. */
export interface TaxSchemesTable {
  id: Generated<number>;
  user_id: number;
  /** 'monthly' | 'quarterly' | 'yearly'. */
  vat_period: string;
  /** 1-12: the month the first quarter (or the year) ends. */
  period_end_month: number;
  /** 'invoice' | 'cash'. */
  accounting_basis: string;
  flat_rate: number;
  /** Thousandths of a percent. */
  flat_rate_milli: number;
  /** 'MM-DD'. */
  tax_year_start: string;
  income_tax_rate_milli: number;
  updated_at: string;
}

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module '../../db/schema' {
  interface Database {
    tax_schemes: TaxSchemesTable;
  }
}
