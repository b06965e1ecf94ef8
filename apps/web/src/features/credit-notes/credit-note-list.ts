// What the credit note list shows apart from its components: the page size, the status filter's options
// and the words for what became of a part already paid.
import type { CreditNoteFilter, SettlementAnswer } from '@tradebook/domain/credit-notes/credit-note-status';

/** Ten a page, like the invoice list (the server pages: docs/reference/api.md 'Lists answer one page'). */
export const PAGE_SIZE = 10;

export const STATUS_OPTIONS: Array<{ value: CreditNoteFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'issued', label: 'Issued' },
  { value: 'sent', label: 'Sent' },
];

export const SETTLEMENT_LABELS: Record<SettlementAnswer, string> = {
  none: 'Taken off the invoice',
  refunded: 'Refunded',
  kept_as_credit: "Kept as client's credit",
};
