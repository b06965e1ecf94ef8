// How invoices are added and edited (docs/reference/invoices.md 'Screens'; ADR 0238): the added items
// show 4 a page.
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { paths } from '../../../config/paths';
import { kindForm } from './kind-screen-words';

export const INVOICE_FORM = kindForm<Invoice>('invoice', {
  linesPerPage: 4,
  showPath: paths.showInvoice,
  editPath: paths.editInvoice,
  numberOf: (invoice) => invoice.invoice_number,
  dateOf: (invoice) => invoice.invoice_date,
  linesOf: (invoice) => invoice.invoice_items,
  attachmentsOf: (invoice) => invoice.invoice_attachments,
});
