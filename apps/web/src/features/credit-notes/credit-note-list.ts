// What the credit note list shows apart from the shared list screen: the status filter's options and the
// words for what became of a part already paid.
import type { CreditNoteFilter, SettlementAnswer } from '@tradebook/domain/credit-notes/credit-note-status';

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
