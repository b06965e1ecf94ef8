// An invoice as every call answers it (docs/reference/invoices.md 'Fields', docs/reference/documents.md
// 'Fields'): the fields every kind shares (documents/document-answer.ts) with the invoice's own names, paid,
// credited, remaining due and credit, the payments and credit notes oldest first, what was credited of each
// line, the card badges
// and whether it is overdue today, and the quotation it was made from. A list row is the same without
// lines, payments, attachments and pdfLink.
import { settlementOf } from '@tradebook/domain/credit-notes/credit-note-status';
import { creditMinor, remainingDueMinor } from '@tradebook/domain/documents/totals';
import {
  invoiceBadges,
  invoiceType,
  isInvoiceOverdue,
  type InvoiceStatus,
  type PaymentStatus,
} from '@tradebook/domain/invoices/invoice-status';
import type {
  Invoice,
  InvoiceCreditNote,
  InvoiceItem,
  InvoiceListRow,
  Payment,
} from '@tradebook/domain/invoices/invoice.schemas';
import { fromMinor } from '@tradebook/domain/money/money';
import {
  documentAnswerFields,
  lineAnswer,
  listRowClient,
  type AnswerClient,
} from '../documents/document-answer';
import type { DocumentListRow, DocumentRow, LineRow } from '../documents/document-rows';
import type { DocumentLink, DocumentParts } from '../documents/read-documents';
import { statusWordOf } from '../documents/status-word';
import { invoiceState } from './invoice-kind';
import { isCardPayment, type PaymentRow } from '../payments/list-payments';

/** One line; `creditedMinor` is what the invoice's credit notes credited of it. */
export function toInvoiceItem(line: LineRow, creditedMinor = 0): InvoiceItem {
  return Object.assign(lineAnswer(line), {
    invoice_id: line.document_id,
    credited_amount: fromMinor(creditedMinor),
  });
}

export function toInvoiceCreditNote(row: DocumentRow): InvoiceCreditNote {
  return {
    credit_note_id: row.id,
    credit_note_number: row.number,
    credit_note_date: row.document_date,
    total_amount_gross: fromMinor(row.total_minor),
    settlement: settlementOf({ refundedMinor: row.refunded_minor, keptCreditMinor: row.kept_credit_minor }),
  };
}

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    payment_id: row.id,
    invoice_id: row.document_id,
    submitted_amount: fromMinor(row.amount_minor),
    submission_date: row.payment_date,
    amount: fromMinor(row.due_before_minor),
    status: row.status as PaymentStatus,
    method: row.method,
    description: row.description,
    created_at: row.created_at,
    by_card: isCardPayment(row),
  };
}

const quotationLink = (link: Pick<DocumentLink, 'id' | 'number'> | undefined) =>
  link ? { quotation_id: link.id, quotation_number: link.number } : null;

/** Every field an invoice and its list row share. */
function invoiceFields(row: DocumentRow, client: AnswerClient, today: string, attachmentCount: number) {
  const fields = documentAnswerFields(row, client, attachmentCount);
  const state = invoiceState(row);
  const status = row.status as InvoiceStatus;
  return Object.assign(fields, {
    invoice_id: row.id,
    invoice_number: row.number,
    invoice_date: row.document_date,
    expiry_date: row.due_date,
    invoice_status: status,
    status,
    invoice_type: invoiceType(state) as Invoice['invoice_type'],
    is_overdue: isInvoiceOverdue(state, today),
    status_word: statusWordOf(row, today, { invoiced: false }) as Invoice['status_word'],
    badges: invoiceBadges(
      {
        status: state.status,
        isVoid: state.isVoid,
        dueDate: state.dueDate,
        discountMinor: row.discount_minor,
        creditedMinor: row.credited_minor,
      },
      today,
    ),
    invoice_discount: fields.discount,
    total_amount_paid: fromMinor(row.paid_minor),
    total_amount_credited: fromMinor(row.credited_minor),
    remaining_due: fromMinor(remainingDueMinor(row.total_minor, row.paid_minor, row.credited_minor)),
    credit: fromMinor(
      creditMinor(
        row.total_minor,
        row.paid_minor,
        row.credited_minor,
        row.refunded_minor + row.kept_credit_minor,
      ),
    ),
  });
}

/** What the credit notes credited, figure by figure, added up in cents. */
function creditedTotals(notes: DocumentRow[]): Invoice['credited_totals'] {
  const sum = (figure: (note: DocumentRow) => number) =>
    fromMinor(notes.reduce((total, note) => total + figure(note), 0));
  return {
    items_total: sum((note) => note.items_total_minor),
    total_discount_amount: sum((note) => note.discount_minor),
    sub_total: sum((note) => note.subtotal_minor),
    vat_amount: sum((note) => note.tax1_minor),
    tax1_amount: sum((note) => note.tax2_minor),
    total_amount_gross: sum((note) => note.total_minor),
  };
}

/** What an invoice's answer shows of its credit notes: each one, and what they credited of each line. */
export interface InvoiceCredits {
  creditNotes: DocumentRow[];
  creditedByLine: Map<number, number>;
}

export function toInvoice(parts: DocumentParts, payments: PaymentRow[], credits: InvoiceCredits): Invoice {
  const answered = payments.map(toPayment);
  return Object.assign(invoiceFields(parts.row, parts.client, parts.today, parts.attachments.length), {
    invoice_items: parts.lines.map((line) => toInvoiceItem(line, credits.creditedByLine.get(line.id))),
    payments: answered,
    payment: answered,
    invoice_attachments: parts.attachments,
    credit_notes: credits.creditNotes.map(toInvoiceCreditNote),
    credited_totals: creditedTotals(credits.creditNotes),
    quotation: quotationLink(parts.source),
    pdfLink: parts.pdfLink,
  });
}

export function toInvoiceListRow(row: DocumentListRow, today: string): InvoiceListRow {
  // Added to the one object rather than spread into a second: a page maps 50 of them.
  return Object.assign(invoiceFields(row, listRowClient(row), today, row.attachment_count), {
    quotation:
      row.source_document_id !== null && row.source_number !== null
        ? { quotation_id: row.source_document_id, quotation_number: row.source_number }
        : null,
    attachment_count: row.attachment_count,
    has_note: row.notes !== '',
  });
}
