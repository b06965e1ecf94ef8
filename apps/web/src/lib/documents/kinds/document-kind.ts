// One kind of document as the web sees it, modelled on the server's DocumentKind
// (apps/server/src/features/documents/document-kind.ts; docs/decisions/0218-one-document-kind-on-the-web.md):
// its calls, its words, its query key, its id and number fields and its request and answer schemas from
// the domain. The document calls and hooks of lib/api/documents take a kind and do the rest, so a kind's
// own feature folder keeps only what is truly its own (an invoice's payments, a quotation's decision).
// Its statuses, status word, related document and delete/void questions drive the shared badge, link,
// list filter and confirmation (docs/decisions/0235-a-kind-describes-its-statuses-and-links.md).
import type { z } from 'zod';

/** The four export files of a list: a CSV, a spreadsheet, a PDF summary and a ZIP of the PDFs. */
export type DocumentExportFormat = 'csv' | 'xlsx' | 'pdf' | 'zip';

export interface DocumentKindCalls {
  /** The list call: one page of rows. */
  list: string;
  /** One document by its number. */
  detail: string;
  email: string;
  exports: Record<DocumentExportFormat, string>;
  create?: string;
  update?: string;
  remove?: string;
  void?: string;
  /** The next number a new document will take. */
  number?: string;
  lineDetail?: string;
  lineEdit?: string;
  uploadAttachments?: string;
  deleteAttachment?: string;
}

/** One choice of the list's status filter. */
export interface StatusOption {
  value: string;
  label: string;
}

/** The document another one is linked to: 'From quotation Q-000001', 'Credits invoice INV-000001'. */
export interface RelatedDocument {
  lead: string;
  number: string;
  to: string;
}

/** The question before deleting or voiding one, and the toast once done. */
export interface ConfirmWords {
  title: string;
  question: (number: string) => string;
  done: string;
}

export interface DocumentKind<Doc = unknown, Row = unknown, ListRequest = unknown> {
  /** The server's name of the kind: 'invoice', 'quotation', 'credit_note'. */
  name: 'invoice' | 'quotation' | 'credit_note';
  /** 'invoice', 'credit note': as a sentence says it. */
  noun: string;
  /** 'invoices' */
  plural: string;
  /** Every query of the kind sits under it, so one invalidation refreshes them all. */
  queryKey: readonly [string];
  /** 'invoice_id': how a call names one document. */
  idField: string;
  /** 'invoice_number': how the detail call names one document. */
  numberField: string;
  /** The multipart field of an attachment upload ('invoice_attachments[]'). */
  attachmentsField?: string;
  calls: DocumentKindCalls;
  schemas: {
    document: z.ZodType<Doc>;
    row: z.ZodType<Row>;
    list: z.ZodType<unknown, ListRequest>;
  };
  /** The list screen's path. */
  listPath: string;
  /** The number a screen's path carries (a list row carries it too). */
  numberOf(document: Doc | Row): string;
  /** The list's status filter, in the reference's order; the first is the default. */
  statusOptions: readonly StatusOption[];
  /** Its status in plain words (docs/decisions/0350-status-in-plain-words.md). */
  statusWordOf(document: Doc | Row): string;
  /** The document it is linked to, if any. */
  relatedOf(document: Doc | Row): RelatedDocument | null;
  /** The kinds a change to one of its documents changes too (a credit note lowers its invoice's due):
   * their queries are read again with the kind's own. */
  affects?: readonly DocumentKind[];
  /** The delete and void questions, for a kind that may be deleted or voided. */
  confirmations?: { delete: ConfirmWords; void: ConfirmWords };
}
