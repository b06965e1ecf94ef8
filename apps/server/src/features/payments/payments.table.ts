// Payments as the database holds them (db/migrations/20261126T0900-invoices.ts): one row per payment of
// an invoice, in cents, with what was due when it was recorded and the Idempotency-Key it came with.
import type { Generated } from 'kysely';

export interface PaymentsTable {
  id: Generated<number>;
  user_id: number;
  document_id: number;
  amount_minor: number;
  /** 'YYYY-MM-DD'. */
  payment_date: string;
  method: string;
  description: string;
  /** What was still due before this payment: the spec's `amount` of a payment. */
  due_before_minor: number;
  /** 'fully_paid' or 'partially_paid'. */
  status: string;
  idempotency_key: string | null;
  created_at: string;
}

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module '../../db/schema' {
  interface Database {
    payments: PaymentsTable;
  }
}
