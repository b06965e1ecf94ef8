// A quotation's names of the editor's header fields (docs/reference/quotations.md 'Screens').
import type { DocumentFieldLabels } from '../../components/document-editor/document-header-fields';

export const QUOTATION_FIELD_LABELS: DocumentFieldLabels = {
  number: 'Quotation Number',
  date: 'Quotation Date',
  term: 'Validity Term',
};
