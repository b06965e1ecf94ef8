// How a kind of document is added and edited on the web (ADR 0238): the words and paths of its screens,
// how a saved document fills the form and its save messages. With the kind (kinds/document-kind.ts) and
// its save (kinds/*-save.ts), it drives the one add screen and the one edit screen of
// components/document-screens; a kind's feature folder passes in only what is its own (an invoice's
// payments, a quotation's Convert).
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import { draftLineFromDocumentItem, type DocumentDraft } from './document-draft';
import type { PickedClient } from './picked-client';

/** The kind's names of the header fields, e.g. 'Quotation Number', 'Quotation Date', 'Validity Term'. */
export interface DocumentFieldLabels {
  number: string;
  date: string;
  term: string;
}

/** What every kind's saved document holds that the form shows (quotations and invoices alike). */
export type SavedDocumentFields = Pick<
  Quotation,
  | 'id'
  | 'client_id'
  | 'validity_term'
  | 'currency_id'
  | 'exchange_rate'
  | 'discount_type'
  | 'discount_value'
  | 'vat_name'
  | 'vat_percent'
  | 'tax1_name'
  | 'tax1_percent'
  | 'notes'
  | 'client'
  | 'currency'
>;

/** A saved line: what the form edits and the details show (its total). */
type SavedLine = Parameters<typeof draftLineFromDocumentItem>[0] & { total: number };
type SavedAttachment = Quotation['quotation_attachments'][number];

export interface DocumentForm<Doc extends SavedDocumentFields> {
  /** 'Invoice': the screens are 'New Invoice', 'Add Invoice', 'Edit Invoice'. */
  title: string;
  labels: DocumentFieldLabels;
  /** How its details name the expiry date: 'Due date', 'Valid until'. */
  expiryLabel: string;
  /** Item cards per page; all on one page when left out. */
  linesPerPage?: number;
  showPath(number: string): string;
  editPath(number: string): string;
  /** The kind's own fields of a saved document. */
  numberOf(document: Doc): string;
  dateOf(document: Doc): string;
  linesOf(document: Doc): readonly SavedLine[];
  attachmentsOf(document: Doc): readonly SavedAttachment[];
  messages: { saved: string; updated: string; attachmentDeleted: string };
}

/** A saved document as the form edits it. */
export function draftFromDocument<Doc extends SavedDocumentFields>(
  form: DocumentForm<Doc>,
  document: Doc,
): DocumentDraft {
  return {
    number: form.numberOf(document),
    date: form.dateOf(document),
    clientId: document.client_id,
    term: String(document.validity_term),
    currencyId: document.currency_id,
    exchangeRate: document.exchange_rate ?? '',
    lines: form.linesOf(document).map(draftLineFromDocumentItem),
    discount: {
      type: document.discount_type,
      value: document.discount_value > 0 ? String(document.discount_value) : '',
    },
    taxes: [
      { name: document.vat_name, percent: document.vat_percent },
      { name: document.tax1_name, percent: document.tax1_percent },
    ],
    notes: document.notes === 'N/A' ? '' : document.notes,
  };
}

/** The saved document's client as the form's picker shows it. */
export function clientOfDocument(document: SavedDocumentFields): PickedClient {
  return {
    id: document.client.client_id,
    title: document.client.business_name || document.client.name,
    email: document.client.email,
  };
}
