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

/** A VAT return marked as filed (migration 20261207T0400-filed-periods.ts): its figures as filed, in
 * cents; periods of one owner never overlap. */
export interface FiledPeriodsTable {
  id: Generated<number>;
  user_id: number;
  period_from: string;
  period_to: string;
  period_key: string;
  /** 'invoice' | 'cash': the basis the return was worked out on. */
  accounting_basis: string;
  flat_rate: number;
  flat_rate_milli: number;
  currency_code: string;
  box1_minor: number;
  box2_minor: number;
  box3_minor: number;
  box4_minor: number;
  box5_minor: number;
  box6_minor: number;
  box7_minor: number;
  box8_minor: number;
  box9_minor: number;
  filed_at: string;
}

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module '../../db/schema' {
  interface Database {
    tax_schemes: TaxSchemesTable;
    filed_periods: FiledPeriodsTable;
  }
}
