// How invoices are added and edited (docs/reference/invoices.md 'Screens'; ADR 0238): the added items
// show 4 a page.
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import { paths } from '../../../config/paths';
import type { DocumentForm } from '../document-form';

export const INVOICE_FORM: DocumentForm<Invoice> = {
  title: 'Invoice',
  labels: { number: 'Invoice Number', date: 'Invoice Date', term: 'Terms' },
  expiryLabel: 'Due date',
  linesPerPage: 4,
  showPath: paths.showInvoice,
  editPath: paths.editInvoice,
  numberOf: (invoice) => invoice.invoice_number,
  dateOf: (invoice) => invoice.invoice_date,
  linesOf: (invoice) => invoice.invoice_items,
  attachmentsOf: (invoice) => invoice.invoice_attachments,
  messages: {
    saved: INVOICE_MESSAGES.saved,
    updated: INVOICE_MESSAGES.updated,
    attachmentDeleted: INVOICE_MESSAGES.attachmentDeleted,
  },
};
