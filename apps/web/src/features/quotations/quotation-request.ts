// What the add and edit screens send to create_quotation / update_quotation, and the checks of
// docs/reference/quotations.md 'Rules' 'Quotation save' that the web makes before sending (each missing
// field its own toast, in the spec's order). The shared parts (lines, discount, taxes, totals) come from
// lib/documents.
import type { Totals } from '@tradebook/domain/documents/totals';
import { QUOTATION_MESSAGES } from '@tradebook/domain/quotations/quotation-messages';
import type { DocumentDraft } from '../../lib/documents/document-draft';
import {
  saveProblems,
  termOf,
  toAmountsRequest,
  toLineRequests,
  type DocumentAmountsRequest,
  type DocumentLineRequest,
} from '../../lib/documents/document-request';

export interface QuotationRequest extends DocumentAmountsRequest {
  quotation_number: string;
  quotation_date: string;
  client_id: number | '';
  validity_term: number | '';
  currency_id: number | '';
  quotation_items: DocumentLineRequest[];
}

export function toQuotationRequest(draft: DocumentDraft, totals: Totals): QuotationRequest {
  return {
    quotation_number: draft.number.trim(),
    quotation_date: draft.date.trim(),
    client_id: draft.clientId ?? '',
    validity_term: termOf(draft),
    currency_id: draft.currencyId ?? '',
    quotation_items: toLineRequests(draft, totals),
    ...toAmountsRequest(draft, totals),
  };
}

/** Every problem of a save, in the spec's order: the seven 'required' messages, then a discount that no
 * longer fits the items total. */
export function quotationSaveProblems(request: QuotationRequest, itemsTotalMinor: number): string[] {
  return saveProblems(
    [
      [request.quotation_date, QUOTATION_MESSAGES.dateRequired],
      [request.quotation_number, QUOTATION_MESSAGES.numberRequired],
      [request.client_id, QUOTATION_MESSAGES.clientRequired],
      [request.validity_term, QUOTATION_MESSAGES.validityRequired],
      [request.currency_id, QUOTATION_MESSAGES.currencyRequired],
      [request.total_amount_gross, QUOTATION_MESSAGES.grossRequired],
      [request.total_amount_net, QUOTATION_MESSAGES.netRequired],
    ],
    request,
    itemsTotalMinor,
  );
}

/** The editor's save step: the request and what is wrong with it. */
export function prepareQuotationSave(draft: DocumentDraft, totals: Totals) {
  const request = toQuotationRequest(draft, totals);
  return { request, problems: quotationSaveProblems(request, totals.itemsTotalMinor) };
}
