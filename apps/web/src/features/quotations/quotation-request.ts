// What the add and edit screens send to create_quotation / update_quotation, and the checks of spec 001
// section 5 'Quotation save' that the web makes before sending (each missing field its own toast, in the
// spec's order). The server checks again and computes the number and the totals itself; the totals sent
// here are the same figures, from the same calculateTotals.
import type { Totals } from '@tradebook/domain/documents/totals';
import { quantityToText } from '@tradebook/domain/documents/quantity';
import { fromMinor, minorToText } from '@tradebook/domain/money/money';
import { QUOTATION_MESSAGES } from '@tradebook/domain/quotations/quotation-messages';
import { discountProblem, type DraftDiscount, type DraftLine, type DraftTaxes } from './document-draft';

export interface QuotationDraft {
  quotationNumber: string;
  /** 'YYYY-MM-DD', or '' when cleared. */
  date: string;
  clientId: number | null;
  /** Days as the dropdown holds them ('28'), or null. */
  validityTerm: string | null;
  currencyId: number | null;
  lines: DraftLine[];
  discount: DraftDiscount;
  taxes: DraftTaxes;
  notes: string;
}

export interface QuotationLineRequest {
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

export interface QuotationRequest {
  quotation_number: string;
  quotation_date: string;
  client_id: number | '';
  validity_term: number | '';
  currency_id: number | '';
  quotation_items: QuotationLineRequest[];
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

export function toQuotationRequest(draft: QuotationDraft, totals: Totals): QuotationRequest {
  const hasLines = draft.lines.length > 0;
  const validity = draft.validityTerm === null ? '' : draft.validityTerm.trim();
  return {
    quotation_number: draft.quotationNumber.trim(),
    quotation_date: draft.date.trim(),
    client_id: draft.clientId ?? '',
    validity_term: validity === '' ? '' : Number(validity),
    currency_id: draft.currencyId ?? '',
    quotation_items: draft.lines.map((line, index) => ({
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
    })),
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

const blank = (value: unknown) => value === '' || value === null || value === undefined;

/** Every problem of a save, in the spec's order: the seven 'required' messages, then a discount that no
 * longer fits the items total. */
export function quotationSaveProblems(request: QuotationRequest, itemsTotalMinor: number): string[] {
  const checks: Array<[unknown, string]> = [
    [request.quotation_date, QUOTATION_MESSAGES.dateRequired],
    [request.quotation_number, QUOTATION_MESSAGES.numberRequired],
    [request.client_id, QUOTATION_MESSAGES.clientRequired],
    [request.validity_term, QUOTATION_MESSAGES.validityRequired],
    [request.currency_id, QUOTATION_MESSAGES.currencyRequired],
    [request.total_amount_gross, QUOTATION_MESSAGES.grossRequired],
    [request.total_amount_net, QUOTATION_MESSAGES.netRequired],
  ];
  const problems = checks.filter(([value]) => blank(value)).map(([, message]) => message);
  const discount = discountProblem(
    { type: request.discount_type, value: request.discount_value },
    itemsTotalMinor,
  );
  if (discount) problems.push(discount);
  return problems;
}
