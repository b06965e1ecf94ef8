// The editable state of a document of any kind (quotation, invoice, ...): its header fields, lines, the
// discount as the user typed it, the two tax lines and the note. Totals always come from the domain's calculateTotals, the code the server
// runs to compute what it stores (docs/reference/documents.md 'Money and totals'), so the panel shows what
// will be saved.
import { readDiscount } from '@tradebook/domain/documents/document.schemas';
import type { LineType } from '@tradebook/domain/documents/line-fields';
import { calculateTotals, type DiscountType, type Totals } from '@tradebook/domain/documents/totals';
import { toQuantityMilli } from '@tradebook/domain/documents/quantity';
import { parseScaled, toMinor } from '@tradebook/domain/money/money';
import { NOT_AVAILABLE } from '@tradebook/domain/profile/profile-complete';
import type { ItemLine } from '../items/item-line';

export interface DraftLine {
  /** Stable React key, also for lines not saved yet. */
  key: string;
  /** The saved line's id on the document (the eachItemDetail calls take it); null until saved. */
  lineId: number | null;
  name: string;
  description: string;
  quantityMilli: number;
  unitPriceMinor: number;
  type: LineType;
  itemNo: string;
  categoryId: number | null;
  categoryType: string;
}

export interface DraftDiscount {
  type: DiscountType;
  /** What the user typed: '10' (percent) or '5.50' (money); '' for none. */
  value: string;
}

export interface DraftTax {
  name: string;
  /** Percent, e.g. 20 or 7.5; 0 when the line is switched off. */
  percent: number;
}

export type DraftTaxes = readonly [DraftTax, DraftTax];

/** Everything the editor changes, whatever the kind; a kind maps it to its own request names
 * (quotation_number, invoice_number...). */
export interface DocumentDraft {
  /** The number the server gave or will give; shown read-only. */
  number: string;
  /** 'YYYY-MM-DD', or '' when cleared. */
  date: string;
  clientId: number | null;
  /** The validity or payment term in days as the dropdown holds it ('28'), or null. */
  term: string | null;
  currencyId: number | null;
  /** Units of the business's currency for one of the document's, as typed ('0.79'); '' or left out when
   * none is typed (docs/decisions/0391-documents-in-a-foreign-currency.md). */
  exchangeRate?: string;
  lines: DraftLine[];
  discount: DraftDiscount;
  taxes: DraftTaxes;
  notes: string;
}

export const NO_DISCOUNT: DraftDiscount = { type: 'percent', value: '' };

let lastKey = 0;
export function newLineKey(): string {
  lastKey += 1;
  return `line-${lastKey}`;
}

/** A line from the Add/Browse Item dialog or the item list's ticked items. */
export function draftLineFromItemLine(line: ItemLine): DraftLine {
  return {
    key: newLineKey(),
    lineId: null,
    name: line.name,
    description: line.description,
    quantityMilli: line.quantityMilli,
    unitPriceMinor: line.unitPriceMinor,
    type: line.type === 'services' ? 'service' : 'parts',
    itemNo: line.itemNo ?? '',
    categoryId: line.categoryId,
    categoryType: line.categoryType === NOT_AVAILABLE ? '' : line.categoryType,
  };
}

/** A saved line as the quotation (or invoice) answers it. */
export function draftLineFromDocumentItem(item: {
  item_id: number;
  name: string;
  description: string;
  quantity: number;
  unit_price: number;
  type: string;
  item_no?: string;
  category_id?: number | null;
  category_type?: string;
}): DraftLine {
  return {
    key: `saved-${item.item_id}`,
    lineId: item.item_id,
    name: item.name,
    description: item.description,
    quantityMilli: toQuantityMilli(item.quantity) ?? 1000,
    unitPriceMinor: toMinor(item.unit_price) ?? 0,
    type: item.type === 'service' || item.type === 'services' ? 'service' : 'parts',
    itemNo: item.item_no ?? '',
    categoryId: item.category_id ?? null,
    categoryType: item.category_type ?? '',
  };
}

/** The discount as the totals engine takes it; text that is not (yet) a number counts as none. */
export function scaledDiscount(discount: DraftDiscount): { type: DiscountType; value: number } {
  const text = discount.value.trim();
  const value = text === '' ? 0 : discount.type === 'percent' ? parseScaled(text, 3) : toMinor(text);
  return { type: discount.type, value: value ?? 0 };
}

/** What is wrong with a discount, if anything: a percent is 0 to 100, an amount 0 up to the items total
 * (docs/reference/documents.md: the same caps on every screen). The messages are the server's own. */
export function discountProblem(discount: DraftDiscount, itemsTotalMinor: number): string | undefined {
  const text = discount.value.trim();
  if (text === '') return undefined;
  const result = readDiscount(discount.type, text, itemsTotalMinor);
  return 'problem' in result ? result.problem : undefined;
}

/** Tax rates in thousandths of a percent, as calculateTotals takes them. */
export function taxRatesMilli(taxes: DraftTaxes): [number, number] {
  const milli = (tax: DraftTax) => parseScaled(tax.percent, 3) ?? 0;
  return [milli(taxes[0]), milli(taxes[1])];
}

export function draftTotals(lines: readonly DraftLine[], discount: DraftDiscount, taxes: DraftTaxes): Totals {
  return calculateTotals({ lines, discount: scaledDiscount(discount), taxRates: taxRatesMilli(taxes) });
}
