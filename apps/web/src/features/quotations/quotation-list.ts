// What the quotation list shows and says, apart from its components: the page size, the toasts and the
// sort order.
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';

export const PAGE_SIZE = 10;

export const LIST_MESSAGES = {
  updated: 'Update data Successful.',
  deleted: 'Delete Successful.',
  voided: 'Void Successful.',
} as const;

/** Newest first (by date, then the later number) or oldest first. */
export function sortQuotations(list: readonly Quotation[], newestFirst: boolean): Quotation[] {
  const sorted = [...list].sort(
    (a, b) =>
      a.quotation_date.localeCompare(b.quotation_date) ||
      a.quotation_number.localeCompare(b.quotation_number),
  );
  return newestFirst ? sorted.reverse() : sorted;
}
