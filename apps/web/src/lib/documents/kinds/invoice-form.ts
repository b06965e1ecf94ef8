// How invoices are added and edited (docs/reference/invoices.md 'Screens'; ADR 0238): the added items
// show 4 a page.
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { paths } from '../../../config/paths';
import type { DocumentForm } from '../document-form';
import { kindText } from './kind-words';

export const INVOICE_FORM: DocumentForm<Invoice> = {
  // Read in the screen's language each time (docs/decisions/0254).
  get title() {
    return kindText('invoice.title');
  },
  labels: {
    get number() {
      return kindText('invoice.number');
    },
    get date() {
      return kindText('invoice.date');
    },
    get term() {
      return kindText('invoice.term');
    },
  },
  get expiryLabel() {
    return kindText('invoice.expiry');
  },
  linesPerPage: 4,
  showPath: paths.showInvoice,
  editPath: paths.editInvoice,
  numberOf: (invoice) => invoice.invoice_number,
  dateOf: (invoice) => invoice.invoice_date,
  linesOf: (invoice) => invoice.invoice_items,
  attachmentsOf: (invoice) => invoice.invoice_attachments,
  messages: {
    get saved() {
      return kindText('messages.saved');
    },
    get updated() {
      return kindText('messages.updated');
    },
    get attachmentDeleted() {
      return kindText('messages.attachment_deleted');
    },
  },
};
