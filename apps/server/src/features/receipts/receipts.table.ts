import type { Generated } from 'kysely';

/** What the owner saved for a vendor as read from a receipt (migration 20261206T0400-receipt-reading). */
export type ReceiptVendorsTable = {
  id: Generated<number>;
  user_id: number;
  /** The vendor as read, squashed to lower-case letters and digits. */
  read_key: string;
  vendor: string;
  category_id: number;
  currency_id: number;
  updated_at: string;
};

/** The SHA-256 of a receipt file read into a saved expense. */
export type ReceiptImagesTable = {
  id: Generated<number>;
  user_id: number;
  sha256: string;
  expense_id: number;
  created_at: string;
};

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module '../../db/schema' {
  interface Database {
    receipt_vendors: ReceiptVendorsTable;
    receipt_images: ReceiptImagesTable;
  }
}
