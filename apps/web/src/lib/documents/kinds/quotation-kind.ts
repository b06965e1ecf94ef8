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
import { quotationWordOf, statusWordText } from '../status-word';
import type { DocumentKind } from './document-kind';
import { filterOption, kindText } from './kind-words';
import { kindConfirmation } from './kind-screen-words';

/** docs/reference/quotations.md 'Limits', in its order. */
const STATUS_OPTIONS: Array<{ value: QuotationFilter; label: string }> = (
  ['all', 'approved', 'pending', 'rejected', 'sent', 'draft', 'void'] as const
).map(filterOption);

/** The quotation list's toasts, in the screen's language (the spec's words in English). */
export const QUOTATION_LIST_MESSAGES = {
  get updated() {
    return kindText('messages.updated');
  },
  get deleted() {
    return kindText('messages.deleted');
  },
  get voided() {
    return kindText('messages.voided');
  },
};

export const QUOTATION_KIND: DocumentKind<Quotation, QuotationListRow, ListQuotationsRequest> = {
  name: 'quotation',
  // Read in the screen's language each time (docs/decisions/0254).
  get noun() {
    return kindText('quotation.noun');
  },
  get plural() {
    return kindText('quotation.plural');
  },
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
  statusWordOf: (quotation) => statusWordText(quotationWordOf(quotation)),
  relatedOf: ({ invoice }) =>
    invoice && {
      lead: kindText('quotation.related'),
      number: invoice.invoice_number,
      to: paths.editInvoice(invoice.invoice_number),
    },
  confirmations: {
    void: kindConfirmation('quotation', 'void'),
    delete: kindConfirmation('quotation', 'delete'),
  },
};
