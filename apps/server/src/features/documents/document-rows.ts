// What the engine hands to a kind (its answers, its PDF wording, its export columns): a document as
// stored, one of its lines, and a row of its list. Money is integer cents (*_minor), quantities
// thousandths, percentages thousandths of a percent, dates 'YYYY-MM-DD', timestamps ISO-8601 UTC.
export interface DocumentRow {
  id: number;
  user_id: number;
  kind: string;
  number: string;
  client_id: number;
  document_date: string;
  /** Days from the date to the due date: a quotation's validity term, an invoice's payment terms. */
  terms_days: number;
  /** A quotation's expiry date, an invoice's due date. */
  due_date: string;
  status: string;
  /** 1 once voided. */
  is_void: number;
  currency_id: number;
  /** The rate to the business's currency in millionths (ADR 0391); null in the business's currency. */
  exchange_rate_micro: number | null;
  notes: string;
  /** 'percent' or 'amount': which of the two discount columns applies. */
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
  paid_minor: number;
  /** An invoice's: what its credit notes credited, added up (0 on other kinds). */
  credited_minor: number;
  /** Of a credit (an invoice's credit notes, or one credit note), the part the client had already paid
   * that was paid back to the client. */
  refunded_minor: number;
  /** ... and the part kept as the client's credit. */
  kept_credit_minor: number;
  /** The document this one was made from (an invoice's quotation, a credit note's invoice), if any. */
  source_document_id: number | null;
  sent_at: string | null;
  /** When the client first opened its link (docs/decisions/0366); null until then. */
  viewed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface LineRow {
  id: number;
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
  /** The line of another document this one was made from (the invoice line a credit note credits). */
  source_line_id: number | null;
}

/** A document and its lines as the statements that stored them answered them. */
export interface StoredDocument {
  row: DocumentRow;
  lines: LineRow[];
}

/** A row of a list: the document with its client's names and e-mail and how many images it has. */
export interface DocumentListRow extends DocumentRow {
  client_business_name: string;
  client_full_name: string;
  client_email: string;
  client_notes: string;
  attachment_count: number;
  /** The number of the document this one was made from, if any. */
  source_number: string | null;
  /** The invoice made from this one (a quotation's), if any. */
  derived_id: number | null;
  derived_number: string | null;
}

export interface DocumentRowFilters {
  /** As typed: the number or part of the client's names or e-mail; '' for none. */
  search: string;
  from: string | null;
  to: string | null;
  /** Keep only these statuses (undefined: any). */
  statuses?: readonly string[];
  /** 'only' the void ones, 'exclude' them, or keep both (undefined). */
  void?: 'only' | 'exclude';
  /** Keep those whose due (expiry) date is before this date. */
  dueBefore?: string;
  /** Keep only those with no payment recorded. */
  unpaid?: boolean;
  order: 'desc' | 'asc';
}

/** What may change a document's content: checked in the same statement that changes it, so a status
 * changed by another request in between cannot be written over. */
export interface EditableWhen {
  statuses: readonly string[];
  /** Only while no payment is recorded (an invoice). */
  unpaid?: boolean;
  /** Only while nothing is credited (an invoice with credit notes is fixed). */
  uncredited?: boolean;
}
