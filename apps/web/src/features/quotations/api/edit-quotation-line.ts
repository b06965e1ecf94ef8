// POST quotation/eachItemDetail/edit: changes one line of a draft; answers the recomputed quotation (the
// shared edit-line call).
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import {
  editDocumentLine,
  useEditDocumentLine,
  type DocumentLineEdit,
} from '../../../lib/api/documents/edit-document-line';
import { invalidateQuotations } from './keys';

export type EditQuotationLineRequest = DocumentLineEdit & { quotation_id: number };

export const editQuotationLine = (request: EditQuotationLineRequest) =>
  editDocumentLine<Quotation>('quotation/eachItemDetail/edit', request);

export const useEditQuotationLine = () => useEditDocumentLine(editQuotationLine, invalidateQuotations);
