// How quotations are added and edited (docs/reference/quotations.md 'Screens'; ADR 0238).
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import { paths } from '../../../config/paths';
import type { DocumentForm } from '../document-form';
import { kindText } from './kind-words';

export const QUOTATION_FORM: DocumentForm<Quotation> = {
  // Read in the screen's language each time (docs/decisions/0254).
  get title() {
    return kindText('quotation.title');
  },
  labels: {
    get number() {
      return kindText('quotation.number');
    },
    get date() {
      return kindText('quotation.date');
    },
    get term() {
      return kindText('quotation.term');
    },
  },
  get expiryLabel() {
    return kindText('quotation.expiry');
  },
  showPath: paths.showQuotation,
  editPath: paths.editQuotation,
  numberOf: (quotation) => quotation.quotation_number,
  dateOf: (quotation) => quotation.quotation_date,
  linesOf: (quotation) => quotation.quotation_items,
  attachmentsOf: (quotation) => quotation.quotation_attachments,
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
