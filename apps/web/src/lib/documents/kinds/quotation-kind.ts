// Quotations as a kind of document (docs/decisions/0218-one-document-kind-on-the-web.md and 0235).
import type { QuotationFilter } from '@tradebook/domain/quotations/quotation-status';
import {
  QuotationListRowSchema,
  QuotationSchema,
  type Quotation,
  type QuotationListRow,
} from '@tradebook/domain/quotations/quotation.schemas';
import {
  ListQuotationsSchema,
  type ListQuotationsRequest,
} from '@tradebook/domain/quotations/list-quotations.schemas';
import { paths } from '../../../config/paths';
import { quotationWordOf } from '../status-word';
import type { DocumentKind } from './document-kind';

/** docs/reference/quotations.md 'Limits', in its order. */
const STATUS_OPTIONS: Array<{ value: QuotationFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'approved', label: 'Approved' },
  { value: 'pending', label: 'Pending' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'sent', label: 'Sent' },
  { value: 'draft', label: 'Draft' },
  { value: 'void', label: 'Void' },
];

/** The quotation list's toasts. */
export const QUOTATION_LIST_MESSAGES = {
  updated: 'Update data Successful.',
  deleted: 'Delete Successful.',
  voided: 'Void Successful.',
} as const;

export const QUOTATION_KIND: DocumentKind<Quotation, QuotationListRow, ListQuotationsRequest> = {
  name: 'quotation',
  noun: 'quotation',
  plural: 'quotations',
  queryKey: ['quotations'],
  idField: 'quotation_id',
  numberField: 'quotation_number',
  attachmentsField: 'quotation_attachments[]',
  calls: {
    list: 'get_quotation_list_by_user',
    detail: 'quotation/ListByquotationNumber',
    email: 'quotation/emailSent',
    exports: {
      csv: 'quotation_export_by_userId',
      xlsx: 'quotation_export_xlsx_by_userId',
      pdf: 'quotation_export_pdf_by_userId',
      zip: 'quotation_export_zip_by_userId',
    },
    create: 'create_quotation',
    update: 'update_quotation',
    remove: 'delete_quotation',
    void: 'quotation_void',
    number: 'get_quotation_number',
    lineDetail: 'quotation/eachItemDetail',
    lineEdit: 'quotation/eachItemDetail/edit',
    uploadAttachments: 'upload_quotation_attachment',
    deleteAttachment: 'delete_quotation_attachment',
  },
  schemas: { document: QuotationSchema, row: QuotationListRowSchema, list: ListQuotationsSchema },
  listPath: paths.listQuotation,
  numberOf: (quotation) => quotation.quotation_number,
  statusOptions: STATUS_OPTIONS,
  statusWordOf: quotationWordOf,
  relatedOf: ({ invoice }) =>
    invoice && {
      lead: 'Invoiced as',
      number: invoice.invoice_number,
      to: paths.editInvoice(invoice.invoice_number),
    },
  confirmations: {
    delete: {
      title: 'Delete quotation',
      question: (number) => `Do you want to delete ${number}?`,
      done: QUOTATION_LIST_MESSAGES.deleted,
    },
    void: {
      title: 'Void quotation',
      question: (number) =>
        `Do you want to void ${number}? A void quotation can no longer be edited, e-mailed or approved.`,
      done: QUOTATION_LIST_MESSAGES.voided,
    },
  },
};
