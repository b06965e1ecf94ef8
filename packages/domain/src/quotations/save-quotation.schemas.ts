// create_quotation and update_quotation (spec 001 sections 3, 5 and 7; decisions.md 'Document fields' and
// 'Points the spec leaves ambiguous'). The server checks what it keeps from a save: date, client,
// validity term and currency, in the spec's order and with its messages, then the lines, discount and
// tax rates. The number, the status and every total are the server's own: sent or not, they are ignored.
import { z } from 'zod';
import { optionalText } from '../api/fields';
import { recordId } from '../api/ids';
import {
  calendarDateField,
  discountTypeField,
  discountValueField,
  documentLinesField,
  DOCUMENT_MESSAGES,
  itemsTotalOf,
  liftDiscountObject,
  optionalPercentField,
  readDiscount,
  validityTermField,
} from '../documents/document.schemas';
import { QUOTATION_MESSAGES } from './quotation-messages';

const quotationFields = {
  quotation_date: calendarDateField(QUOTATION_MESSAGES.dateRequired, QUOTATION_MESSAGES.dateInvalid).meta({
    description: 'YYYY-MM-DD (a time after it, as forms send, is ignored).',
  }),
  client_id: recordId(QUOTATION_MESSAGES.clientRequired).meta({
    description: 'One of your clients (404 otherwise).',
  }),
  validity_term: validityTermField(QUOTATION_MESSAGES.validityRequired, QUOTATION_MESSAGES.validityRange),
  currency_id: recordId(QUOTATION_MESSAGES.currencyRequired).meta({
    description: 'ISO 4217 numeric code (GBP = 826).',
  }),
  quotation_items: documentLinesField,
  discount_type: discountTypeField.meta({ description: 'percent (default) or amount.' }),
  discount_value: discountValueField.meta({
    description:
      'What the user typed: a percent 0 to 100 (3 decimals) or an amount up to the items total (2 decimals).',
  }),
  vat_name: optionalText(50, 'VAT name').meta({
    description: 'Tax line 1 name; left out: from the settings (create) or kept.',
  }),
  vat_percent: optionalPercentField(DOCUMENT_MESSAGES.vatPercentRange).meta({
    description:
      'Tax line 1 rate in percent, 0 to 100; left out: from the settings (create) or kept (update).',
  }),
  tax1_name: optionalText(50, 'Tax name').meta({ description: 'Tax line 2 name.' }),
  tax1_percent: optionalPercentField(DOCUMENT_MESSAGES.tax1PercentRange).meta({
    description: 'Tax line 2 rate in percent.',
  }),
  notes: optionalText(2000, 'Notes'),
};

type ParsedFields = z.output<z.ZodObject<typeof quotationFields>>;

/** Form fields to what the server keeps. A tax name or rate left out is `undefined`: a new quotation
 * takes it from the tax settings, an update keeps the stored one. */
function toQuotationInput(body: ParsedFields, ctx: z.RefinementCtx) {
  const lines = body.quotation_items ?? [];
  const discount = readDiscount(body.discount_type ?? 'percent', body.discount_value, itemsTotalOf(lines));
  if ('problem' in discount) {
    ctx.issues.push({
      code: 'custom',
      message: discount.problem,
      input: body.discount_value,
      path: ['discount_value'],
    });
    return z.NEVER;
  }
  return {
    date: body.quotation_date,
    clientId: body.client_id,
    validityTerm: body.validity_term,
    currencyId: body.currency_id,
    lines,
    discount,
    vatName: body.vat_name || undefined,
    vatPercentMilli: body.vat_percent,
    tax1Name: body.tax1_name || undefined,
    tax1PercentMilli: body.tax1_percent,
    // 'N/A' is how the spec's screens say "no note".
    notes: body.notes === 'N/A' ? '' : body.notes,
  };
}

export const CreateQuotationSchema = z.preprocess(
  liftDiscountObject,
  z.object(quotationFields).transform(toQuotationInput),
);
export type CreateQuotationRequest = z.input<typeof CreateQuotationSchema>;
export type QuotationInput = z.output<typeof CreateQuotationSchema>;

export const UpdateQuotationSchema = z.preprocess(
  liftDiscountObject,
  z
    .object({ quotation_id: recordId(QUOTATION_MESSAGES.quotationIdRequired), ...quotationFields })
    // When toQuotationInput reports an issue the parse fails, whatever is returned here.
    .transform((body, ctx) => ({ ...toQuotationInput(body, ctx), quotationId: body.quotation_id })),
);
export type UpdateQuotationRequest = z.input<typeof UpdateQuotationSchema>;
export type UpdateQuotationInput = z.output<typeof UpdateQuotationSchema>;
