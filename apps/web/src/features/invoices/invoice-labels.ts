// An invoice's names of the editor's header fields (docs/reference/invoices.md 'Screens'), and its save
// toasts.
import type { DocumentFieldLabels } from '../../components/document-editor/document-header-fields';

export const INVOICE_FIELD_LABELS: DocumentFieldLabels = {
  number: 'Invoice Number',
  date: 'Invoice Date',
  term: 'Terms',
};

/** An invoice shows its added items 4 per page (docs/reference/invoices.md 'Screens'). */
export const INVOICE_LINES_PER_PAGE = 4;
