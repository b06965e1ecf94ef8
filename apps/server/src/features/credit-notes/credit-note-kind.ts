// Credit notes as a kind of document (documents/document-kind.ts; issue 17, docs/decisions/0315): made
// from an invoice, numbered CN-000001 in a sequence of their own without gaps, never changed, voided or
// deleted once issued (no terms, no attachments), e-mailed like every kind, and listed and exported with
// the invoice each credits and what became of the part the client had already paid.
import { CREDIT_NOTE_MESSAGES } from '@tradebook/domain/credit-notes/credit-note-messages';
import {
  CREDIT_NOTE_KIND,
  creditNoteStatusAfterSending,
  settlementOf,
  type CreditNoteFilter,
} from '@tradebook/domain/credit-notes/credit-note-status';
import { CreditNoteFiltersSchema } from '@tradebook/domain/credit-notes/list-credit-notes.schemas';
import type { PdfSection } from '../../pdf/document-model';
import type { DocumentKind } from '../documents/document-kind';
import { CLIENT_AND_AMOUNT_COLUMNS } from '../documents/document-export-columns';
import { buildSharedMailFacts } from '../documents/document-mail-facts';
import type { DocumentRow } from '../documents/document-rows';
import { documentMoney } from '../documents/document-summary';
import { linkedDocument, requireDocument } from '../documents/read-documents';
import { invoiceKind } from '../invoices/invoice-kind';

/** The part that lowered the invoice's due: the rest was refunded or kept as the client's credit. */
export const appliedMinor = (row: DocumentRow) =>
  row.total_minor - row.refunded_minor - row.kept_credit_minor;

const SETTLEMENT_WORDS = { none: '', refunded: 'Refunded', kept_as_credit: "Kept as client's credit" };

const settlementWords = (row: DocumentRow) =>
  SETTLEMENT_WORDS[
    settlementOf({ refundedMinor: row.refunded_minor, keptCreditMinor: row.kept_credit_minor })
  ];

export const creditNoteKind: DocumentKind<CreditNoteFilter> = {
  kind: CREDIT_NOTE_KIND,
  numberKind: 'CN',
  exportName: 'credit_notes',
  noun: 'Credit note',
  termsSetting: null,
  // Never: a credit note is fixed once issued; a mistake in it is corrected by an invoice.
  editable: { statuses: [] },
  maxAttachments: 0,
  messages: {
    notEditable: CREDIT_NOTE_MESSAGES.notEditable,
    voidNotEditable: CREDIT_NOTE_MESSAGES.notEditable,
    voidEmail: CREDIT_NOTE_MESSAGES.voidEmail,
    clientHasNoEmail: CREDIT_NOTE_MESSAGES.clientHasNoEmail,
    attachmentsRequired: CREDIT_NOTE_MESSAGES.attachmentsRequired,
    tooManyAttachments: CREDIT_NOTE_MESSAGES.tooManyAttachments,
    currencyInvalid: CREDIT_NOTE_MESSAGES.currencyInvalid,
  },
  pdf: {
    title: 'CREDIT NOTE',
    numberLabel: 'Credit Note No.',
    recipientHeading: 'Credit to',
    // Settings, E-invoices: the e-mail carries the Factur-X PDF (type 381) when the owner chose it, as
    // an invoice's does (einvoices/einvoice-mail-file.ts).
    mailFile: (ctx, owner, row) => ctx.ports.einvoiceMailFile(ctx, owner, creditNoteKind, row),
    /** The invoice it credits, by number and date (EU VAT directive art. 219: a credit note refers
     * unambiguously to the invoice it amends). */
    async facts(ctx, owner, row, formatDate) {
      if (row.source_document_id === null) return [];
      const invoice = await requireDocument(ctx, owner, invoiceKind, { id: row.source_document_id });
      return [
        { label: 'Credits invoice', value: invoice.number },
        { label: 'Invoice date', value: formatDate(invoice.document_date) },
      ];
    },
    async sections(ctx, owner, row, _formatDate, formatAmount) {
      const invoice =
        row.source_document_id === null
          ? undefined
          : await linkedDocument(ctx, owner, row.source_document_id);
      const rows: PdfSection['rows'] = [];
      if (appliedMinor(row) > 0) {
        rows.push({
          label: `Taken off what is due on ${invoice?.number ?? 'the invoice'}`,
          value: formatAmount(appliedMinor(row)),
        });
      }
      if (row.refunded_minor > 0) {
        rows.push({ label: 'Refunded to you', value: formatAmount(row.refunded_minor) });
      }
      if (row.kept_credit_minor > 0) {
        rows.push({ label: 'Kept as your credit', value: formatAmount(row.kept_credit_minor) });
      }
      return rows.length > 0 ? [{ heading: 'How this credit is settled', rows }] : [];
    },
  },
  filtersSchema: CreditNoteFiltersSchema,
  rowFilters(filter) {
    return filter === 'all' ? {} : { statuses: [filter] };
  },
  statusAfterSending: creditNoteStatusAfterSending,
  mailFacts(row, client, letterhead, source) {
    return {
      kind: 'credit_note',
      ...buildSharedMailFacts(row, client, letterhead),
      paidMinor: 0,
      creditNote: {
        invoiceNumber: source?.number ?? '',
        refundedMinor: row.refunded_minor,
        keptCreditMinor: row.kept_credit_minor,
      },
    };
  },
  exportSheet: 'Credit notes',
  exportColumns: [
    { header: 'Credit Note Number', kind: 'text', value: ({ row }) => row.number, width: 18 },
    { header: 'Credit Note Date', kind: 'text', value: ({ row }) => row.document_date, width: 14 },
    { header: 'Invoice', kind: 'text', value: ({ row }) => row.source_number ?? '', width: 14 },
    { header: 'Status', kind: 'text', value: ({ row }) => row.status },
    ...CLIENT_AND_AMOUNT_COLUMNS,
    { header: 'Off The Due', kind: 'money', value: ({ row }) => appliedMinor(row) },
    { header: 'Refunded', kind: 'money', value: ({ row }) => row.refunded_minor },
    { header: 'Kept As Credit', kind: 'money', value: ({ row }) => row.kept_credit_minor },
  ],
  summaryColumns: [
    { header: 'Number', width: 0.12, value: ({ row }) => row.number },
    { header: 'Date', width: 0.1, value: ({ row }) => row.document_date },
    { header: 'Invoice', width: 0.12, value: ({ row }) => row.source_number ?? '' },
    { header: 'Client', width: 0.25, value: ({ row }) => row.client_business_name || row.client_full_name },
    { header: 'Status', width: 0.08, value: ({ row }) => row.status },
    { header: 'Settled', width: 0.18, value: ({ row }) => settlementWords(row) },
    { header: 'Total', width: 0.15, align: 'right', value: ({ row }) => documentMoney(row, row.total_minor) },
  ],
};
