// What every kind of document (quotation, invoice, later credit notes) answers under the same names, and
// the small readings of it that its list card and details dialog share, so each kind does not keep its own
// copy (ADR 0204).
import { discountLabel, toPercentMilli } from '@tradebook/domain/money/percent';

/** The client part of a document or of its list row. */
export interface DocumentClientFields {
  client: { business_name: string; name: string; email: string };
}

/** The totals of a whole document, in major units as the calls answer them. */
export interface DocumentTotalsFields {
  items_total: number;
  total_discount_amount: number;
  discount_type: string;
  discount_value: number;
  sub_total: number;
  vat_name: string;
  vat_percent: number;
  vat_amount: number;
  tax1_name: string;
  tax1_percent: number;
  tax1_amount: number;
  total_amount_gross: number;
}

/** How a document names its client on cards and in the details: business name, else name. */
export const documentClientName = (document: DocumentClientFields) =>
  document.client.business_name || document.client.name || 'No client';

/** Whether a whole document holds a note ('N/A' is how the spec writes none); a list row says has_note. */
export const documentHasNote = (document: { notes: string }) =>
  document.notes.trim() !== '' && document.notes !== 'N/A';

/** Whether a list row has images to show behind its File button. */
export const documentHasFiles = (row: { attachment_count: number; is_image: 'Y' | 'N' }) =>
  row.attachment_count > 0 || row.is_image === 'Y';

/** The totals rows of the details dialog: label, amount and whether it is the bold grand total. The second
 * tax shows only when it is switched on. */
export function documentTotalsRows(document: DocumentTotalsFields): Array<[string, number, boolean?]> {
  return [
    ['Items total', document.items_total],
    [
      discountLabel(document.discount_type, toPercentMilli(document.discount_value) ?? 0),
      document.total_discount_amount,
    ],
    ['Subtotal', document.sub_total],
    [`${document.vat_name} (${document.vat_percent}%)`, document.vat_amount],
    ...(document.tax1_percent > 0
      ? ([[`${document.tax1_name} (${document.tax1_percent}%)`, document.tax1_amount]] as Array<
          [string, number]
        >)
      : []),
    ['Total', document.total_amount_gross, true],
  ];
}
