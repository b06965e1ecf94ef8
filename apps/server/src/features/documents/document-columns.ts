// A document's content as its columns and back: the totals (the domain's refusal as a 422), the
// discount and the lines, shared by the saves (save-document.ts, edit-document-line.ts) and the answers.
import {
  documentTotals,
  type DocumentLine,
  type ScaledDiscount,
} from '@tradebook/domain/documents/document.schemas';
import type { LineType } from '@tradebook/domain/documents/line-fields';
import { addDays } from '@tradebook/domain/documents/dates';
import type { DocumentInput } from '@tradebook/domain/documents/save-document.schemas';
import { lineTotalMinor, type Totals } from '@tradebook/domain/documents/totals';
import { AppError } from '../../app-error';
import type { LineValues } from './document-lines.repository';
import type { DocumentRow, LineRow } from './document-rows';
import type { DocumentTaxLines } from './tax-lines';

/** The document's totals, or the domain's refusal as a 422. */
export function totalsOrThrow(
  lines: ReadonlyArray<{ quantityMilli: number; unitPriceMinor: number }>,
  discount: ScaledDiscount,
  taxes: DocumentTaxLines,
): Totals {
  const totals = totalsOf(lines, discount, taxes);
  if ('problem' in totals) throw new AppError('validation', [totals.problem]);
  return totals;
}

/** The document's totals, or the problem that refuses them. */
export function totalsOf(
  lines: ReadonlyArray<{ quantityMilli: number; unitPriceMinor: number }>,
  discount: ScaledDiscount,
  taxes: DocumentTaxLines,
) {
  return documentTotals(lines, discount, [taxes.tax1PercentMilli, taxes.tax2PercentMilli]);
}

export function totalColumns(totals: Totals) {
  return {
    items_total_minor: totals.itemsTotalMinor,
    discount_minor: totals.discountMinor,
    subtotal_minor: totals.subtotalMinor,
    tax1_minor: totals.tax1Minor,
    tax2_minor: totals.tax2Minor,
    total_minor: totals.grandTotalMinor,
  };
}

export function discountColumns(discount: ScaledDiscount) {
  return {
    discount_type: discount.type,
    discount_percent_milli: discount.type === 'percent' ? discount.value : 0,
    discount_amount_minor: discount.type === 'amount' ? discount.value : 0,
  };
}

/** The discount a row holds, as the totals engine takes it. */
export function storedDiscount(
  row: Pick<DocumentRow, 'discount_type' | 'discount_percent_milli' | 'discount_amount_minor'>,
): ScaledDiscount {
  return row.discount_type === 'amount'
    ? { type: 'amount', value: row.discount_amount_minor }
    : { type: 'percent', value: row.discount_percent_milli };
}

export function lineTypeOf(row: Pick<LineRow, 'line_type'>): LineType {
  return row.line_type === 'service' ? 'service' : 'parts';
}

export function lineValues(lines: DocumentLine[]): LineValues[] {
  return lines.map((line) => ({
    lineId: line.lineId,
    name: line.name,
    description: line.description,
    quantity_milli: line.quantityMilli,
    unit_price_minor: line.unitPriceMinor,
    line_total_minor: lineTotalMinor(line.quantityMilli, line.unitPriceMinor),
    line_type: line.type,
    item_no: line.itemNo,
    category_id: line.categoryId,
    category_type: line.categoryType,
  }));
}

/** The columns a save sets, besides the number, status and timestamps. */
export function contentColumns(
  input: DocumentInput,
  taxes: DocumentTaxLines,
  totals: Totals,
  exchangeRateMicro: number | null,
) {
  return {
    client_id: input.clientId,
    document_date: input.date,
    terms_days: input.validityTerm,
    due_date: addDays(input.date, input.validityTerm),
    currency_id: input.currencyId,
    exchange_rate_micro: exchangeRateMicro,
    notes: input.notes,
    ...discountColumns(input.discount),
    tax1_name: taxes.tax1Name,
    tax1_percent_milli: taxes.tax1PercentMilli,
    tax2_name: taxes.tax2Name,
    tax2_percent_milli: taxes.tax2PercentMilli,
    ...totalColumns(totals),
  };
}
