import type { Generated } from 'kysely';

export interface QuotationsTable {
  id: Generated<number>;
  user_id: number;
  quotation_number: string;
  client_id: number;
  /** 'YYYY-MM-DD'. */
  quotation_date: string;
  validity_term: number;
  expiry_date: string;
  /** draft, sent, pending, approved, rejected (expired is derived, never stored). */
  status: string;
  /** draft or void. */
  type: string;
  currency_id: number;
  notes: string;
  discount_type: string;
  /** Thousandths of a percent (percent) or cents (amount): what the user typed. */
  discount_value_scaled: number;
  vat_name: string;
  vat_percent_milli: number;
  tax1_name: string;
  tax1_percent_milli: number;
  items_total_minor: number;
  discount_minor: number;
  sub_total_minor: number;
  vat_amount_minor: number;
  tax1_amount_minor: number;
  total_gross_minor: number;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface QuotationItemsTable {
  id: Generated<number>;
  user_id: number;
  quotation_id: number;
  position: number;
  name: string;
  description: string;
  quantity_milli: number;
  unit_price_minor: number;
  line_total_minor: number;
  type: string;
  item_no: string;
  category_id: number | null;
  category_type: string;
}

export interface QuotationAttachmentsTable {
  id: Generated<number>;
  user_id: number;
  quotation_id: number;
  filename: string;
  original_name: string;
  size_bytes: number;
  created_at: string;
}

export interface QuotationsTables {
  quotations: QuotationsTable;
  quotation_items: QuotationItemsTable;
  quotation_attachments: QuotationAttachmentsTable;
}
