// Documents of every kind as the database holds them (db/migrations/20261125T0900-documents.ts): the rows
// of document-rows.ts, plus what the database fills in itself.
import type { Generated } from 'kysely';
import type { DocumentRow, LineRow } from './document-rows';

/** A document row as Kysely sees it: the id, the paid and credited amounts and the search text have
 * database defaults. */
export interface DocumentsTable extends Omit<
  DocumentRow,
  | 'id'
  | 'paid_minor'
  | 'credited_minor'
  | 'refunded_minor'
  | 'kept_credit_minor'
  | 'source_document_id'
  | 'viewed_at'
> {
  id: Generated<number>;
  paid_minor: Generated<number>;
  credited_minor: Generated<number>;
  refunded_minor: Generated<number>;
  kept_credit_minor: Generated<number>;
  source_document_id: Generated<number | null>;
  viewed_at: Generated<string | null>;
  /** Set by database triggers from the number and the client (never written by the app). */
  search_text: Generated<string>;
}

export interface DocumentLinesTable extends Omit<LineRow, 'id'> {
  id: Generated<number>;
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

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module '../../db/schema' {
  interface Database {
    documents: DocumentsTable;
    document_lines: DocumentLinesTable;
    document_attachments: DocumentAttachmentsTable;
  }
}
