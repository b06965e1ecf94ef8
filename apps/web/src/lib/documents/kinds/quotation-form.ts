// How quotations are added and edited (docs/reference/quotations.md 'Screens'; ADR 0238).
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import { QUOTATION_MESSAGES } from '@tradebook/domain/quotations/quotation-messages';
import { paths } from '../../../config/paths';
import type { DocumentForm } from '../document-form';

export const QUOTATION_FORM: DocumentForm<Quotation> = {
  title: 'Quotation',
  labels: { number: 'Quotation Number', date: 'Quotation Date', term: 'Validity Term' },
  expiryLabel: 'Valid until',
  showPath: paths.showQuotation,
  editPath: paths.editQuotation,
  numberOf: (quotation) => quotation.quotation_number,
  dateOf: (quotation) => quotation.quotation_date,
  linesOf: (quotation) => quotation.quotation_items,
  attachmentsOf: (quotation) => quotation.quotation_attachments,
  messages: {
    saved: QUOTATION_MESSAGES.saved,
    updated: QUOTATION_MESSAGES.updated,
    attachmentDeleted: QUOTATION_MESSAGES.attachmentDeleted,
  },
};
