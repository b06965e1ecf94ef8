// What the quotation list shows and says apart from the shared list screen: the status filter's options
// and the toasts.
import type { QuotationFilter } from '@tradebook/domain/quotations/quotation-status';

/** docs/reference/quotations.md 'Limits', in its order. */
export const STATUS_OPTIONS: Array<{ value: QuotationFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'approved', label: 'Approved' },
  { value: 'pending', label: 'Pending' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'sent', label: 'Sent' },
  { value: 'draft', label: 'Draft' },
  { value: 'void', label: 'Void' },
];

export const LIST_MESSAGES = {
  updated: 'Update data Successful.',
  deleted: 'Delete Successful.',
  voided: 'Void Successful.',
} as const;
