import type { Generated } from 'kysely';

// Documents of every kind (db/migrations/20261125T0900-documents.ts). Money is integer cents (*_minor),
// quantities thousandths (quantity_milli), percentages thousandths of a percent (*_percent_milli), dates
// 'YYYY-MM-DD' text, timestamps ISO-8601 UTC text.
export interface DocumentsTable {
  id: Generated<number>;
  user_id: number;
  /** 'quotation', 'invoice', ... (a DocumentKind's `kind`). */
  kind: string;
  number: string;
  client_id: number;
  document_date: string;
  /** Days from the date to the due date: a quotation's validity term, an invoice's payment terms. */
  terms_days: number;
  due_date: string;
  /** The kind's own status: draft, sent, approved, ... ('expired' and 'overdue' are derived). */
  status: string;
  /** 1 once voided: kept, numbered, never changed again. */
  is_void: number;
  currency_id: number;
  notes: string;
  discount_type: string;
  discount_percent_milli: number;
  discount_amount_minor: number;
  tax1_name: string;
  tax1_percent_milli: number;
  tax2_name: string;
  tax2_percent_milli: number;
  items_total_minor: number;
  discount_minor: number;
  subtotal_minor: number;
  tax1_minor: number;
  tax2_minor: number;
  total_minor: number;
  paid_minor: Generated<number>;
  /** Set by database triggers from the number and the client (never written by the app). */
  search_text: Generated<string>;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface DocumentLinesTable {
  id: Generated<number>;
  user_id: number;
  document_id: number;
  position: number;
  name: string;
  description: string;
  quantity_milli: number;
  unit_price_minor: number;
  line_total_minor: number;
  /** 'parts' or 'service'. */
  line_type: string;
  item_no: string;
  category_id: number | null;
  category_type: string;
}

export interface DocumentAttachmentsTable {
  id: Generated<number>;
  user_id: number;
  document_id: number;
  filename: string;
  original_name: string;
  size_bytes: number;
  created_at: string;
}

export interface DocumentsTables {
  documents: DocumentsTable;
  document_lines: DocumentLinesTable;
  document_attachments: DocumentAttachmentsTable;
}
