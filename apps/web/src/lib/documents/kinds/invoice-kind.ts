// Invoices as a kind of document (docs/decisions/0218-one-document-kind-on-the-web.md and 0235).
import { INVOICE_FILTERS, type InvoiceFilter } from '@tradebook/domain/invoices/invoice-status';
import {
  InvoiceListRowSchema,
  InvoiceSchema,
  type Invoice,
  type InvoiceListRow,
} from '@tradebook/domain/invoices/invoice.schemas';
import {
  ListInvoicesSchema,
  type ListInvoicesRequest,
} from '@tradebook/domain/invoices/list-invoices.schemas';
import { paths } from '../../../config/paths';
import { invoiceWordOf, statusWordText } from '../status-word';
import type { DocumentKind } from './document-kind';
import { filterOption, kindText } from './kind-words';
import { kindConfirmation } from './kind-screen-words';

/** docs/reference/invoices.md 'Screens' and 'Statuses', in its order. */
const STATUS_OPTIONS: Array<{ value: InvoiceFilter; label: string }> = INVOICE_FILTERS.map(filterOption);

export const INVOICE_KIND: DocumentKind<Invoice, InvoiceListRow, ListInvoicesRequest> = {
  name: 'invoice',
  // Read in the screen's language each time (docs/decisions/0254).
  get noun() {
    return kindText('invoice.noun');
  },
  get plural() {
    return kindText('invoice.plural');
  },
  queryKey: ['invoices'],
  idField: 'invoice_id',
  numberField: 'invoice_number',
  attachmentsField: 'invoice_attachments[]',
  calls: {
    list: 'get_invoice_list_by_user',
    detail: 'invoice/ListByInvoiceNumber',
    email: 'invoice/emailSent',
    exports: {
      csv: 'invoice_export_by_userId',
      xlsx: 'invoice_export_xlsx_by_userId',
      pdf: 'invoice_export_pdf_by_userId',
      zip: 'invoice_export_zip_by_userId',
    },
    create: 'create_invoice',
    update: 'update_invoice',
    remove: 'delete_invoice',
    void: 'invoice/change_to_void',
    number: 'get_invoice_number',
    lineDetail: 'invoice/eachItemDetail',
    lineEdit: 'invoice/eachItemDetail/edit',
    uploadAttachments: 'upload_invoice_attachment',
    deleteAttachment: 'delete_invoice_attachment',
  },
  schemas: { document: InvoiceSchema, row: InvoiceListRowSchema, list: ListInvoicesSchema },
  listPath: paths.listInvoice,
  numberOf: (invoice) => invoice.invoice_number,
  statusOptions: STATUS_OPTIONS,
  statusWordOf: (invoice) => statusWordText(invoiceWordOf(invoice)),
  relatedOf: ({ quotation }) =>
    quotation && {
      lead: kindText('invoice.related'),
      number: quotation.quotation_number,
      to: paths.editQuotation(quotation.quotation_number),
    },
  confirmations: {
    void: kindConfirmation('invoice', 'void'),
    delete: kindConfirmation('invoice', 'delete'),
  },
};
