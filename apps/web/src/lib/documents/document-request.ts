// The parts of a save request that every kind of document shares (docs/reference/documents.md: quotations and
// invoices name them alike): the lines as exact text, the discount, the two tax lines, the note and the
// totals of calculateTotals. A kind adds its own number, date, term and lines field names around them.
// The server checks again and computes the number and the totals itself; the totals sent here are the
// same figures, from the same calculateTotals.
import type { Totals } from '@tradebook/domain/documents/totals';
import { quantityToText } from '@tradebook/domain/documents/quantity';
import { fromMinor, minorToText } from '@tradebook/domain/money/money';
import { discountProblem, type DocumentDraft, type DraftDiscount } from './document-draft';

export interface DocumentLineRequest {
  /** A saved line's id, so the server keeps it; left out for a new line. */
  item_id?: number;
  name: string;
  description: string;
  quantity: string;
  unit_price: string;
  type: 'parts' | 'service';
  total: number;
  item_no: string;
  category_id: number | null;
  category_type: string;
}

export interface DocumentAmountsRequest {
  discount_type: DraftDiscount['type'];
  discount_value: string;
  discount: { type: DraftDiscount['type']; discount: string };
  vat_name: string;
  vat_percent: number;
  tax1_name: string;
  tax1_percent: number;
  notes: string;
  total_discount_amount: number;
  /** '' when there is nothing to total (no lines): the spec's 'required' checks then speak. */
  sub_total: number | '';
  total_amount_net: number | '';
  vat_amount: number;
  tax1_amount: number;
  total_amount_gross: number | '';
}

export function toLineRequests(draft: Pick<DocumentDraft, 'lines'>, totals: Totals): DocumentLineRequest[] {
  return draft.lines.map((line, index) => ({
    ...(line.lineId === null ? {} : { item_id: line.lineId }),
    name: line.name,
    description: line.description,
    quantity: quantityToText(line.quantityMilli),
    unit_price: minorToText(line.unitPriceMinor),
    type: line.type,
    total: fromMinor(totals.lineTotalsMinor[index] ?? 0),
    item_no: line.itemNo,
    category_id: line.categoryId,
    category_type: line.categoryType,
  }));
}

export function toAmountsRequest(draft: DocumentDraft, totals: Totals): DocumentAmountsRequest {
  const hasLines = draft.lines.length > 0;
  return {
    discount_type: draft.discount.type,
    discount_value: draft.discount.value.trim(),
    discount: { type: draft.discount.type, discount: draft.discount.value.trim() },
    vat_name: draft.taxes[0].name,
    vat_percent: draft.taxes[0].percent,
    tax1_name: draft.taxes[1].name,
    tax1_percent: draft.taxes[1].percent,
    notes: draft.notes.trim(),
    total_discount_amount: fromMinor(totals.discountMinor),
    sub_total: hasLines ? fromMinor(totals.subtotalMinor) : '',
    total_amount_net: hasLines ? fromMinor(totals.subtotalMinor) : '',
    vat_amount: fromMinor(totals.tax1Minor),
    tax1_amount: fromMinor(totals.tax2Minor),
    total_amount_gross: hasLines ? fromMinor(totals.grandTotalMinor) : '',
  };
}

/** The term as the request carries it: days, or '' when none is chosen. */
export function termOf(draft: Pick<DocumentDraft, 'term'>): number | '' {
  const text = draft.term === null ? '' : draft.term.trim();
  return text === '' ? '' : Number(text);
}

export const isBlank = (value: unknown) => value === '' || value === null || value === undefined;

/** The messages of the fields left blank, in the order given, then a discount that no longer fits the
 * items total. */
export function saveProblems(
  checks: ReadonlyArray<readonly [unknown, string]>,
  amounts: Pick<DocumentAmountsRequest, 'discount_type' | 'discount_value'>,
  itemsTotalMinor: number,
): string[] {
  const problems = checks.filter(([value]) => isBlank(value)).map(([, message]) => message);
  const discount = discountProblem(
    { type: amounts.discount_type, value: amounts.discount_value },
    itemsTotalMinor,
  );
  if (discount) problems.push(discount);
  return problems;
}
