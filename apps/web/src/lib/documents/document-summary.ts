// What every kind of document (quotation, invoice, later credit notes) answers under the same names, and
// the small readings of it that its list card and details dialog share, so each kind does not keep its own
// copy (ADR 0204).
import { formatMoney, toMinor } from '@tradebook/domain/money/money';
import { percentMilliToText, toPercentMilli } from '@tradebook/domain/money/percent';
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import { kindText } from './kinds/kind-words';

/** The client part of a document or of its list row: the domain's answer. */
export type DocumentClientFields = { client: Pick<Quotation['client'], 'business_name' | 'name' | 'email'> };

/** The totals of a whole document, in major units as the calls answer them: the domain's answer. */
export type DocumentTotalsFields = Pick<
  Quotation,
  | 'items_total'
  | 'total_discount_amount'
  | 'discount_type'
  | 'discount_value'
  | 'sub_total'
  | 'vat_name'
  | 'vat_percent'
  | 'vat_amount'
  | 'tax1_name'
  | 'tax1_percent'
  | 'tax1_amount'
  | 'total_amount_gross'
>;

/** How a document names its client on cards and in the details: business name, else name. */
export const documentClientName = (document: DocumentClientFields) =>
  document.client.business_name || document.client.name || kindText('summary.no_client');

/** How a document writes its amounts (major units, as the calls answer them) in its own currency. */
export const documentMoney =
  (document: { currency: { symbol: string } }) =>
  (amount: number): string =>
    formatMoney(toMinor(amount) ?? 0, document.currency.symbol);

/** Whether a whole document holds a note ('N/A' is how the spec writes none); a list row says has_note. */
export const documentHasNote = (document: { notes: string }) =>
  document.notes.trim() !== '' && document.notes !== 'N/A';

/** Whether a list row has images to show behind its File button. */
export const documentHasFiles = (row: { attachment_count: number; is_image: 'Y' | 'N' }) =>
  row.attachment_count > 0 || row.is_image === 'Y';

/** 'Discount', or 'Discount (10%)' for a percent discount (the domain's discountLabel, in the screen's
 * language). */
function discountText(type: string, value: number): string {
  const percentMilli = toPercentMilli(value) ?? 0;
  return type === 'percent' && percentMilli > 0
    ? kindText('summary.discount_percent', { percent: percentMilliToText(percentMilli) })
    : kindText('summary.discount');
}

/** The totals rows of the details dialog: label, amount and whether it is the bold grand total. The second
 * tax shows only when it is switched on. */
export function documentTotalsRows(document: DocumentTotalsFields): Array<[string, number, boolean?]> {
  return [
    [kindText('summary.items_total'), document.items_total],
    [discountText(document.discount_type, document.discount_value), document.total_discount_amount],
    [kindText('summary.subtotal'), document.sub_total],
    [`${document.vat_name} (${document.vat_percent}%)`, document.vat_amount],
    ...(document.tax1_percent > 0
      ? ([[`${document.tax1_name} (${document.tax1_percent}%)`, document.tax1_amount]] as Array<
          [string, number]
        >)
      : []),
    [kindText('summary.total'), document.total_amount_gross, true],
  ];
}
