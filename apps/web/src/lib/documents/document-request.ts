// The parts of a save request that every kind of document shares (docs/reference/documents.md: quotations and
// invoices name them alike): the lines as exact text, the discount, the two tax lines, the note and the
// totals of calculateTotals. A kind adds its own number, date, term and lines field names around them
// (lib/documents/kinds/*-save.ts). The types are the domain's save requests (z.input of its schemas); the
// server checks again and computes the number and the totals itself: the totals sent here are the same
// figures, from the same calculateTotals, and the screens check them before sending.
import { z } from 'zod';
import type { SentDocumentLine } from '@tradebook/domain/documents/document.schemas';
import type { SpecDiscountObject } from '@tradebook/domain/documents/save-document.schemas';
import type { Totals } from '@tradebook/domain/documents/totals';
import { quantityToText } from '@tradebook/domain/documents/quantity';
import type { CreateQuotationRequest } from '@tradebook/domain/quotations/save-quotation.schemas';
import { fromMinor, minorToText } from '@tradebook/domain/money/money';
import type { DocumentDraft } from './document-draft';

/** A total the spec's forms send: '' when there is nothing to total (no lines), so the checks speak. */
const sentTotal = z.union([z.number(), z.literal('')]);

/** The totals the spec's forms send beside the save; the server works them out itself and ignores them. */
export const SentTotalsSchema = z.object({
  total_discount_amount: z.number(),
  sub_total: sentTotal,
  total_amount_net: sentTotal,
  vat_amount: z.number(),
  tax1_amount: z.number(),
  total_amount_gross: sentTotal,
});

/** The shared fields of every kind's save request: the domain's, and the totals sent along. */
export type DocumentAmountsFields = Pick<
  CreateQuotationRequest,
  | 'discount_type'
  | 'discount_value'
  | 'vat_name'
  | 'vat_percent'
  | 'tax1_name'
  | 'tax1_percent'
  | 'notes'
  | 'exchange_rate'
> &
  Required<Pick<SpecDiscountObject, 'discount'>> &
  z.input<typeof SentTotalsSchema>;

export function toLineRequests(draft: Pick<DocumentDraft, 'lines'>, totals: Totals): SentDocumentLine[] {
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

export function toAmountsRequest(draft: DocumentDraft, totals: Totals) {
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
    // Sent only when typed: the server asks for it in another currency than the business's and ignores it
    // in the business's own (docs/decisions/0391-documents-in-a-foreign-currency.md).
    exchange_rate: draft.exchangeRate?.trim() || undefined,
    total_discount_amount: fromMinor(totals.discountMinor),
    sub_total: hasLines ? fromMinor(totals.subtotalMinor) : '',
    total_amount_net: hasLines ? fromMinor(totals.subtotalMinor) : '',
    vat_amount: fromMinor(totals.tax1Minor),
    tax1_amount: fromMinor(totals.tax2Minor),
    total_amount_gross: hasLines ? fromMinor(totals.grandTotalMinor) : '',
  } satisfies DocumentAmountsFields;
}

/** The term as the request carries it: days, or '' when none is chosen. */
export function termOf(draft: Pick<DocumentDraft, 'term'>): number | '' {
  const text = draft.term === null ? '' : draft.term.trim();
  return text === '' ? '' : Number(text);
}
