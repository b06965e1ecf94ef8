// Invoices as a kind of document (documents/document-kind.ts): INV-000001 numbers without gaps, payment
// terms from invoice_days, content that changes only while a draft with no payment (ADR 0317), the list's
// status filters (the overdue ones measured on today), a PDF stamped PAID with the payments received, and
// what the e-mail and the exports say (docs/reference/invoices.md 'Statuses', docs/reference/documents.md
// 'Numbers').
import { MAX_ATTACHMENTS_PER_DOCUMENT } from '@tradebook/domain/documents/attachments.schemas';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import {
  EDITABLE_INVOICE_STATUSES,
  invoiceDueMinor,
  invoiceStatusAfterSending,
  isInvoiceOverdue,
  UNPAID_STATUSES,
  type InvoiceFilter,
} from '@tradebook/domain/invoices/invoice-status';
import { InvoiceFiltersSchema } from '@tradebook/domain/invoices/list-invoices.schemas';
import { CREDIT_NOTE_KIND } from '@tradebook/domain/credit-notes/credit-note-status';
import type { PdfSection } from '../../pdf/document-model';
import type { DocumentKind } from '../documents/document-kind';
import { CLIENT_AND_AMOUNT_COLUMNS } from '../documents/document-export-columns';
import { buildSharedMailFacts } from '../documents/document-mail-facts';
import { documentsMadeFrom } from '../documents/read-documents';
import type { DocumentRow } from '../documents/document-rows';
import { invoiceFigures } from '../payments/invoice-figures';
import { listInvoicePayments } from '../payments/list-payments';
import { documentMoney } from '../documents/document-summary';

/** The stored row as the domain's invoice rules read it. */
export function invoiceState(row: Pick<DocumentRow, 'status' | 'is_void' | 'due_date'>) {
  return { status: row.status, isVoid: row.is_void !== 0, dueDate: row.due_date };
}

/** The status an export shows: void, else the stored status ('overdue' has a column of its own). */
function exportedStatus(row: DocumentRow): string {
  return row.is_void !== 0 ? 'void' : row.status;
}

const due = (row: DocumentRow) => invoiceDueMinor(invoiceFigures(row));

export const invoiceKind: DocumentKind<InvoiceFilter> = {
  kind: 'invoice',
  numberKind: 'INV',
  exportName: 'invoices',
  noun: 'Invoice',
  termsSetting: 'invoice_days',
  editable: { statuses: EDITABLE_INVOICE_STATUSES, unpaid: true, uncredited: true },
  maxAttachments: MAX_ATTACHMENTS_PER_DOCUMENT,
  messages: {
    notEditable: INVOICE_MESSAGES.notEditable,
    voidNotEditable: INVOICE_MESSAGES.voidNotEditable,
    voidEmail: INVOICE_MESSAGES.voidEmail,
    clientHasNoEmail: INVOICE_MESSAGES.clientHasNoEmail,
    attachmentsRequired: INVOICE_MESSAGES.attachmentsRequired,
    tooManyAttachments: INVOICE_MESSAGES.tooManyAttachments,
    currencyInvalid: INVOICE_MESSAGES.currencyInvalid,
  },
  pdf: {
    title: 'INVOICE',
    numberLabel: 'Invoice No.',
    dueLabel: 'Due date',
    recipientHeading: 'Bill to',
    stamp: (row) => (row.status === 'paid' ? 'PAID' : undefined),
    // Settings, E-invoices: the e-mail may carry the Factur-X PDF (einvoices/einvoice-mail-file.ts).
    mailFile: (ctx, owner, row) => ctx.ports.einvoiceMailFile(ctx, owner, invoiceKind, row),
    async sections(ctx, owner, row, formatDate, formatAmount) {
      const sections: PdfSection[] = [];
      const payments = await listInvoicePayments(ctx, owner, row.id);
      if (payments.length > 0) {
        sections.push({
          heading: 'Payments received',
          rows: payments.map((payment) => ({
            label: `${formatDate(payment.payment_date)} · ${payment.method}`,
            value:
              formatAmount(payment.amount_minor) + (payment.description ? ` (${payment.description})` : ''),
          })),
        });
      }
      // Only an invoice something was credited on has credit notes to read.
      const creditNotes =
        row.credited_minor > 0 ? await documentsMadeFrom(ctx, owner, row.id, CREDIT_NOTE_KIND) : [];
      if (creditNotes.length > 0) {
        sections.push({
          heading: 'Credit notes',
          rows: creditNotes.map((note) => ({
            label: `${note.number} · ${formatDate(note.document_date)}`,
            value: formatAmount(note.total_minor),
          })),
        });
      }
      return sections;
    },
  },
  filtersSchema: InvoiceFiltersSchema,
  /** docs/reference/invoices.md 'Statuses': unpaid is draft or sent with no payment; the ...due filters keep
   * those whose due date is before today; a status filter leaves out void invoices, and void keeps only
   * those. */
  rowFilters(filter, today) {
    switch (filter) {
      case 'all':
        return {};
      case 'void':
        return { void: 'only' };
      case 'unpaid':
        return { void: 'exclude', statuses: UNPAID_STATUSES, unpaid: true };
      case 'unpaiddue':
        return { void: 'exclude', statuses: UNPAID_STATUSES, unpaid: true, dueBefore: today };
      case 'partpaiddue':
        return { void: 'exclude', statuses: ['partpaid'], dueBefore: today };
      case 'overdue':
        return { void: 'exclude', statuses: ['sent', 'partpaid'], dueBefore: today };
      // Credited in full (ADR 0316): never unpaid or overdue, whatever its due date.
      default:
        return { void: 'exclude', statuses: [filter] };
    }
  },
  clientLink: { callToAction: 'View this invoice online, and pay it there:' },
  statusAfterSending: invoiceStatusAfterSending,
  mailFacts(row, client, letterhead) {
    return {
      kind: 'invoice',
      ...buildSharedMailFacts(row, client, letterhead),
      paidMinor: row.paid_minor,
      creditedMinor: row.credited_minor,
    };
  },
  exportSheet: 'Invoices',
  exportColumns: [
    { header: 'Invoice Number', kind: 'text', value: ({ row }) => row.number, width: 18 },
    { header: 'Invoice Date', kind: 'text', value: ({ row }) => row.document_date, width: 14 },
    { header: 'Due Date', kind: 'text', value: ({ row }) => row.due_date, width: 14 },
    { header: 'Status', kind: 'text', value: ({ row }) => exportedStatus(row) },
    {
      header: 'Overdue',
      kind: 'text',
      value: ({ row, today }) => (isInvoiceOverdue(invoiceState(row), today) ? 'Yes' : 'No'),
    },
    { header: 'Quotation', kind: 'text', value: ({ row }) => row.source_number ?? '', width: 14 },
    ...CLIENT_AND_AMOUNT_COLUMNS,
    { header: 'Paid', kind: 'money', value: ({ row }) => row.paid_minor },
    { header: 'Remaining Due', kind: 'money', value: ({ row }) => due(row) },
    // Last, so the columns before it keep their places for those who read them by position.
    { header: 'Credited', kind: 'money', value: ({ row }) => row.credited_minor },
  ],
  summaryColumns: [
    { header: 'Number', width: 0.11, value: ({ row }) => row.number },
    { header: 'Date', width: 0.09, value: ({ row }) => row.document_date },
    { header: 'Due date', width: 0.09, value: ({ row }) => row.due_date },
    { header: 'Client', width: 0.25, value: ({ row }) => row.client_business_name || row.client_full_name },
    {
      header: 'Status',
      width: 0.11,
      value: ({ row, today }) =>
        exportedStatus(row) + (isInvoiceOverdue(invoiceState(row), today) ? ', overdue' : ''),
    },
    {
      header: 'Total',
      width: 0.115,
      align: 'right',
      value: ({ row }) => documentMoney(row, row.total_minor),
    },
    { header: 'Paid', width: 0.115, align: 'right', value: ({ row }) => documentMoney(row, row.paid_minor) },
    { header: 'Due', width: 0.115, align: 'right', value: ({ row }) => documentMoney(row, due(row)) },
  ],
};

export { invoiceFigures };
