// Invoices as a kind of document (docs/decisions/0218-one-document-kind-on-the-web.md).
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
import type { DocumentKind } from './document-kind';

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
};
