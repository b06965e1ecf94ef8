// What the quotation screens send to create_quotation / update_quotation and how a save is checked
// (docs/reference/quotations.md 'Rules' 'Quotation save'; ADR 0237): the domain's save schemas, and the
// screen's own checks of the number and the totals, which the server works out itself. The order of the
// fields is the spec's order of the checks: the date, the number, the client, the term, the currency,
// the totals, then the discount.
import { z } from 'zod';
import type { Totals } from '@tradebook/domain/documents/totals';
import { QUOTATION_MESSAGES } from '@tradebook/domain/quotations/quotation-messages';
import {
  CreateQuotationSchema,
  UpdateQuotationSchema,
  type CreateQuotationRequest,
  type UpdateQuotationRequest,
} from '@tradebook/domain/quotations/save-quotation.schemas';
import type { DocumentDraft } from '../document-draft';
import { termOf, toAmountsRequest, toLineRequests, type DocumentAmountsFields } from '../document-request';
import { requiredText, requiredTotal, type DocumentSave, type DraftField } from '../document-save';

const QuotationScreenChecks = z.object({
  quotation_number: requiredText(QUOTATION_MESSAGES.numberRequired),
  total_amount_gross: requiredTotal(QUOTATION_MESSAGES.grossRequired),
  total_amount_net: requiredTotal(QUOTATION_MESSAGES.netRequired),
});

export type QuotationSaveRequest = CreateQuotationRequest &
  DocumentAmountsFields & { quotation_number: string };
export type QuotationUpdateRequest = UpdateQuotationRequest & QuotationSaveRequest;

const FIELDS: ReadonlyArray<readonly [string, DraftField | null]> = [
  ['quotation_id', null],
  ['quotation_date', 'date'],
  ['quotation_number', 'number'],
  ['client_id', 'client'],
  ['validity_term', 'term'],
  ['currency_id', 'currency'],
  ['total_amount_gross', 'lines'],
  ['total_amount_net', 'lines'],
  ['quotation_items', 'lines'],
  ['discount_type', 'discount'],
  ['discount_value', 'discount'],
  ['vat_name', 'taxes'],
  ['vat_percent', 'taxes'],
  ['tax1_name', 'taxes'],
  ['tax1_percent', 'taxes'],
  ['notes', 'notes'],
];

export function toQuotationRequest(draft: DocumentDraft, totals: Totals) {
  return {
    quotation_number: draft.number.trim(),
    quotation_date: draft.date.trim(),
    client_id: draft.clientId ?? '',
    validity_term: termOf(draft),
    currency_id: draft.currencyId ?? '',
    quotation_items: toLineRequests(draft, totals),
    ...toAmountsRequest(draft, totals),
  } satisfies QuotationSaveRequest;
}

/** A new quotation's save. */
export const QUOTATION_CREATE: DocumentSave<ReturnType<typeof toQuotationRequest>> = {
  toRequest: toQuotationRequest,
  schemas: [CreateQuotationSchema, QuotationScreenChecks],
  fields: FIELDS,
};

/** A saved quotation's save: the update call names it. */
export function quotationUpdate(quotationId: number) {
  return {
    toRequest: (draft, totals) => ({ ...toQuotationRequest(draft, totals), quotation_id: quotationId }),
    schemas: [UpdateQuotationSchema, QuotationScreenChecks],
    fields: FIELDS,
  } satisfies DocumentSave<QuotationUpdateRequest>;
}
