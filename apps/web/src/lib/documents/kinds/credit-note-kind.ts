// Credit notes as a kind of document (docs/decisions/0218-one-document-kind-on-the-web.md): made from an
// invoice (credit_note/create_from_invoice), never edited, voided or deleted (ADR 0235: its statuses and
// link).
import { CREDIT_NOTE_MESSAGES } from '@tradebook/domain/credit-notes/credit-note-messages';
import { LINE_MESSAGES } from '@tradebook/domain/documents/line-fields';
import {
  CREDIT_NOTE_FILTERS,
  type CreditNoteFilter,
  type SettlementAnswer,
} from '@tradebook/domain/credit-notes/credit-note-status';
import {
  CreditNoteListRowSchema,
  CreditNoteSchema,
  type CreditNote,
  type CreditNoteListRow,
} from '@tradebook/domain/credit-notes/credit-note.schemas';
import {
  ListCreditNotesSchema,
  type ListCreditNotesRequest,
} from '@tradebook/domain/credit-notes/list-credit-notes.schemas';
import { paths } from '../../../config/paths';
import { statusWordText } from '../status-word';
import type { DocumentKind } from './document-kind';
import { filterOption, kindText } from './kind-words';
import { INVOICE_KIND } from './invoice-kind';
import { kindMessages } from './kind-messages';

const STATUS_OPTIONS: Array<{ value: CreditNoteFilter; label: string }> =
  CREDIT_NOTE_FILTERS.map(filterOption);

/** What became of the part of the credit the client had paid already. */
export const SETTLEMENT_LABELS: Record<SettlementAnswer, string> = {
  get none() {
    return kindText('settlement.none');
  },
  get refunded() {
    return kindText('settlement.refunded');
  },
  get kept_as_credit() {
    return kindText('settlement.kept_as_credit');
  },
};

/** The credit note's messages (the domain's and its line fields', answered in English by the server) in
 * the screen's language; the two with one case's figures (what is left to credit on a line or on the
 * invoice) from the `screen-words` catalogue. */
export const creditMessage = kindMessages({
  group: 'credit_messages',
  messages: { ...LINE_MESSAGES, ...CREDIT_NOTE_MESSAGES },
  withFigures: {
    catalogue: 'screen-words:credit_figures',
    messages: {
      line_over_left: { message: CREDIT_NOTE_MESSAGES.lineOverLeft, names: ['name', 'left'] },
      over_invoice: { message: CREDIT_NOTE_MESSAGES.overInvoice, names: ['left'] },
    },
  },
  amounts: ['left'],
});

export const CREDIT_NOTE_KIND: DocumentKind<CreditNote, CreditNoteListRow, ListCreditNotesRequest> = {
  name: 'credit_note',
  // Read in the screen's language each time (docs/decisions/0254).
  get noun() {
    return kindText('credit_note.noun');
  },
  get plural() {
    return kindText('credit_note.plural');
  },
  queryKey: ['credit-notes'],
  idField: 'credit_note_id',
  numberField: 'credit_note_number',
  calls: {
    list: 'get_credit_note_list_by_user',
    detail: 'credit_note/ListByCreditNoteNumber',
    email: 'credit_note/emailSent',
    exports: {
      csv: 'credit_note_export_by_userId',
      xlsx: 'credit_note_export_xlsx_by_userId',
      pdf: 'credit_note_export_pdf_by_userId',
      zip: 'credit_note_export_zip_by_userId',
    },
    // All of the invoice or chosen lines and amounts; the invoice's due and status change with it.
    create: 'credit_note/create_from_invoice',
  },
  affects: [INVOICE_KIND],
  schemas: { document: CreditNoteSchema, row: CreditNoteListRowSchema, list: ListCreditNotesSchema },
  listPath: paths.listCreditNotes,
  numberOf: (note) => note.credit_note_number,
  statusOptions: STATUS_OPTIONS,
  // Issued until it is e-mailed, then Sent.
  statusWordOf: (note) => statusWordText(note.credit_note_status === 'sent' ? 'Sent' : 'Issued'),
  relatedOf: ({ invoice_number: number }) =>
    number ? { lead: kindText('credit_note.related'), number, to: paths.showInvoice(number) } : null,
};
