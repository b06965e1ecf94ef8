// Invoices as a kind of document (docs/decisions/0218-one-document-kind-on-the-web.md and 0235).
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import type { InvoiceFilter } from '@tradebook/domain/invoices/invoice-status';
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
import { invoiceWordOf } from '../status-word';
import type { DocumentKind } from './document-kind';

/** docs/reference/invoices.md 'Screens' and 'Statuses', in its order. */
const STATUS_OPTIONS: Array<{ value: InvoiceFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'unpaid', label: 'Unpaid' },
  { value: 'unpaiddue', label: 'Unpaid and overdue' },
  { value: 'partpaid', label: 'Part paid' },
  { value: 'partpaiddue', label: 'Part paid and overdue' },
  { value: 'paid', label: 'Paid' },
  { value: 'sent', label: 'Sent' },
  { value: 'draft', label: 'Draft' },
  { value: 'void', label: 'Void' },
  { value: 'overdue', label: 'Overdue (sent or part paid)' },
  { value: 'credited', label: 'Credited' },
];

export const INVOICE_KIND: DocumentKind<Invoice, InvoiceListRow, ListInvoicesRequest> = {
  name: 'invoice',
  noun: 'invoice',
  plural: 'invoices',
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
  statusWordOf: invoiceWordOf,
  relatedOf: ({ quotation }) =>
    quotation && {
      lead: 'From quotation',
      number: quotation.quotation_number,
      to: paths.editQuotation(quotation.quotation_number),
    },
  confirmations: {
    void: {
      title: 'Void invoice',
      question: (number) =>
        `Do you want to void ${number}? It keeps its number, takes no more payments and can no longer be edited or e-mailed.`,
      done: INVOICE_MESSAGES.voided,
    },
    delete: {
      title: 'Delete invoice',
      question: (number) => `Do you want to delete ${number}? Its number will be given to the next invoice.`,
      done: INVOICE_MESSAGES.deleted,
    },
  },
};
