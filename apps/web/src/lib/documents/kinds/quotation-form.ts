// How quotations are added and edited (docs/reference/quotations.md 'Screens'; ADR 0238).
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import { paths } from '../../../config/paths';
import { kindForm } from './kind-screen-words';

export const QUOTATION_FORM = kindForm<Quotation>('quotation', {
  showPath: paths.showQuotation,
  editPath: paths.editQuotation,
  numberOf: (quotation) => quotation.quotation_number,
  dateOf: (quotation) => quotation.quotation_date,
  linesOf: (quotation) => quotation.quotation_items,
  attachmentsOf: (quotation) => quotation.quotation_attachments,
});
