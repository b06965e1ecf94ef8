// Quotations as a kind of document (docs/decisions/0218-one-document-kind-on-the-web.md).
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
import type { DocumentKind } from './document-kind';

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
};
