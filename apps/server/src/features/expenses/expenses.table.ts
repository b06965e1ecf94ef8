import type { Generated } from 'kysely';

/** An expense (migration 20261127T0900-expenses.ts). Money in cents. */
export interface ExpensesTable {
  id: Generated<number>;
  user_id: number;
  expense_no: string;
  /** YYYY-MM-DD. */
  expense_date: string;
  /** One of the domain's EXPENSE_CATEGORIES. */
  category_id: number;
  vendor: string;
  payment_type: string;
  notes: string;
  currency_id: number;
  amount_minor: number;
  /** Units of the business's currency for one of the expense's, in millionths; null in the business's
   * currency (migration 20261209T0100-expense-exchange-rates). */
  exchange_rate_micro: Generated<number | null>;
  /** Read from a supplier's e-invoice (migration 20261204T0900-einvoices): its number, net and VAT. */
  supplier_invoice_no: Generated<string>;
  net_minor: Generated<number | null>;
  tax_minor: Generated<number | null>;
  /** The VAT rate in thousandths of a percent and whether the VAT is reclaimable, 0 or 1 (migration
   * 20261206T0500-expense-vat: net and VAT are then set on every expense). */
  vat_rate_milli: Generated<number>;
  vat_reclaimable: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A receipt image of an expense; the file is kept by ctx.files under `filename`. */
export interface ExpenseReceiptsTable {
  id: Generated<number>;
  user_id: number;
  expense_id: number;
  filename: string;
  original_name: string;
  size_bytes: number;
  created_at: string;
}

/** Expenses created per owner and calendar month ('YYYY-MM'): the free plan's credits used. */
export interface ExpenseCreditsTable {
  user_id: number;
  month: string;
  used: number;
}

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module '../../db/schema' {
  interface Database {
    expenses: ExpensesTable;
    expense_receipts: ExpenseReceiptsTable;
    expense_credits: ExpenseCreditsTable;
  }
}
