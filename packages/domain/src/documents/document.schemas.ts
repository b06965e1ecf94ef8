// Request building blocks shared by quotations and invoices: lines, discount, tax lines, dates and the
// validity term (docs/reference/documents.md 'Fields', 'Rules' and 'Money and totals'). Values arrive as JSON
// numbers or as form text; each field answers its own message and gives integers: quantities in thousandths,
// money in cents, rates and percentages in thousandths of a percent. The server then computes every total
// with calculateTotals (totals.ts).
import { z } from 'zod';
import { optionalText, requiredText } from '../api/fields';
import { optionalRecordId } from '../api/ids';
import { fromMinor, parseScaled } from '../money/money';
import { MAX_PERCENT_MILLI, PERCENT_DECIMALS, percentFromMilli } from '../money/percent';
import { readCalendarDate } from './dates';
import { lineContentFields, type LineType } from './line-fields';
import { calculateTotals, lineTotalMinor, type DiscountType, type Totals } from './totals';

export const DISCOUNT_TYPES = ['percent', 'amount'] as const;

export const MAX_VALIDITY_DAYS = 31;
/** No document may total more than 999,999,999,999.99: every figure stays an exact JavaScript number. */
export const MAX_DOCUMENT_TOTAL_MINOR = 99_999_999_999_999;

export const DOCUMENT_MESSAGES = {
  itemsInvalid: 'Items must be a list of lines.',
  lineIdInvalid: 'Item ID must be a positive whole number.',
  discountTypeInvalid: 'Discount type must be percent or amount.',
  discountFormat: 'Discount must be a number.',
  discountPercentRange: 'Discount percent must be between 0 and 100.',
  discountAmountFormat: 'Discount amount must be a number with at most 2 decimals.',
  discountAmountNegative: 'Discount amount cannot be negative.',
  discountOverItemsTotal: 'Discount cannot be more than the items total.',
  vatPercentRange: 'VAT percent must be a number from 0 to 100 with at most 3 decimals.',
  tax1PercentRange: 'Tax percent must be a number from 0 to 100 with at most 3 decimals.',
  totalTooLarge: 'The document total is too large.',
} as const;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A date field: required with `requiredMessage`, a real calendar date from 1900 to 2100 (dates.ts),
 * answered as 'YYYY-MM-DD'. */
export function calendarDateField(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage, 40).transform((text, ctx) => {
    const { date, message } = readCalendarDate(text, invalidMessage);
    if (date === undefined) {
      ctx.issues.push({ code: 'custom', message, input: text });
      return z.NEVER;
    }
    return date;
  });
}

/** An optional date filter: blank means none (null). */
export function optionalDateField(invalidMessage: string) {
  return z
    .union([z.string(), z.null()], { error: invalidMessage })
    .optional()
    .transform((text, ctx) => {
      if (isBlank(text)) return null;
      const { date, message } = readCalendarDate(text as string, invalidMessage);
      if (date === undefined) {
        ctx.issues.push({ code: 'custom', message, input: text });
        return z.NEVER;
      }
      return date;
    });
}

/** Days a document stays valid (or until payment is due): a whole number from 0 to 31. */
export function validityTermField(requiredMessage: string, rangeMessage: string) {
  return z
    .unknown()
    .transform((value, ctx) => {
      if (isBlank(value)) {
        ctx.issues.push({ code: 'custom', message: requiredMessage, input: value });
        return z.NEVER;
      }
      const text = String(value).trim();
      const days = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
      if (!(days >= 0 && days <= MAX_VALIDITY_DAYS)) {
        ctx.issues.push({ code: 'custom', message: rangeMessage, input: value });
        return z.NEVER;
      }
      return days;
    })
    .meta({ type: 'integer', minimum: 0, maximum: MAX_VALIDITY_DAYS, description: 'Days, 0 to 31.' });
}

/** A tax rate in percent (0 to 100, up to 3 decimals) as thousandths of a percent; blank or missing
 * means "not sent" (undefined): the server then takes it from the settings or keeps the stored one. */
export function optionalPercentField(message: string) {
  return z
    .union([z.string(), z.number(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value)) return undefined;
      const milli = parseScaled(value as string | number, PERCENT_DECIMALS);
      if (milli === undefined || milli < 0 || milli > MAX_PERCENT_MILLI) {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return milli;
    });
}

/** One line of a quotation or an invoice as a request carries it. `total` may be sent and is ignored:
 * the line total is always quantity x unit price. `item_id` names an existing line of the document (on
 * update, that line keeps its id); `item_no`, `category_id` and `category_type` are copied from the
 * catalogue item the line was taken from. */
export const DocumentLineSchema = z
  .object(
    {
      item_id: optionalRecordId(DOCUMENT_MESSAGES.lineIdInvalid),
      ...lineContentFields,
      item_no: optionalText(50, 'Item number'),
      category_id: optionalRecordId(DOCUMENT_MESSAGES.lineIdInvalid),
      category_type: optionalText(100, 'Category'),
    },
    { error: DOCUMENT_MESSAGES.itemsInvalid },
  )
  .transform((line) => ({
    lineId: line.item_id,
    name: line.name,
    description: line.description,
    quantityMilli: line.quantity,
    unitPriceMinor: line.unit_price,
    type: line.type ?? line.service_type ?? ('parts' as LineType),
    itemNo: line.item_no,
    categoryId: line.category_id,
    categoryType: line.category_type,
  }));
export type DocumentLineInput = z.input<typeof DocumentLineSchema>;
export type DocumentLine = z.output<typeof DocumentLineSchema>;

/** The list of lines: a JSON array, or the same array as JSON text (a form field); missing is none. */
/** A line as a form sends it: the schema's fields and the `total` it ignores (the web sends it). */
export type SentDocumentLine = DocumentLineInput & { total?: number };

export const documentLinesField = z
  .preprocess(
    (value: readonly SentDocumentLine[] | string | string[] | null | undefined, ctx) => {
      if (value === undefined || value === null || value === '') return [];
      // A form may also send one `quotation_items[]` part per line, each line as JSON text.
      const parse = (text: unknown) => (typeof text === 'string' ? (JSON.parse(text) as unknown) : text);
      try {
        return Array.isArray(value) ? value.map(parse) : parse(value);
      } catch {
        ctx.issues.push({ code: 'custom', message: DOCUMENT_MESSAGES.itemsInvalid, input: value });
        return z.NEVER;
      }
    },
    z
      .array(DocumentLineSchema, { error: DOCUMENT_MESSAGES.itemsInvalid })
      .max(500, { error: 'A document can have at most 500 lines.' }),
  )
  .optional()
  .meta({ description: 'The lines, in order (a JSON array, or the same array as JSON text in a form).' });

export const discountTypeField = z
  .union([z.string(), z.null()], { error: DOCUMENT_MESSAGES.discountTypeInvalid })
  .optional()
  .transform((value, ctx): DiscountType | undefined => {
    const text = (value ?? '').trim().toLowerCase();
    if (text === '') return undefined;
    if (text === 'percent' || text === 'percentage' || text === '%') return 'percent';
    if (text === 'amount' || text === 'cash' || text === 'flat') return 'amount';
    ctx.issues.push({ code: 'custom', message: DOCUMENT_MESSAGES.discountTypeInvalid, input: value });
    return z.NEVER;
  });

/** The discount as typed; checked against its type (and the items total) by `readDiscount`. */
export const discountValueField = z
  .union([z.string(), z.number(), z.null()], { error: DOCUMENT_MESSAGES.discountFormat })
  .optional()
  .transform((value) => (isBlank(value) ? undefined : String(value).trim()));

export interface ScaledDiscount {
  type: DiscountType;
  /** Thousandths of a percent for 'percent', cents for 'amount'. */
  value: number;
}

/** Checks the discount the user typed: a percent is 0 to 100 (3 decimals), an amount is 0 up to the
 * items total (2 decimals). Answers the scaled discount, or the message of what is wrong. */
export function readDiscount(
  type: DiscountType,
  text: string | undefined,
  itemsTotalMinor: number,
): ScaledDiscount | { problem: string } {
  if (text === undefined) return { type, value: 0 };
  if (type === 'percent') {
    const milli = parseScaled(text, PERCENT_DECIMALS);
    if (milli === undefined) return { problem: DOCUMENT_MESSAGES.discountFormat };
    if (milli < 0 || milli > MAX_PERCENT_MILLI) return { problem: DOCUMENT_MESSAGES.discountPercentRange };
    return { type, value: milli };
  }
  const minor = parseScaled(text, 2);
  if (minor === undefined) return { problem: DOCUMENT_MESSAGES.discountAmountFormat };
  if (minor < 0) return { problem: DOCUMENT_MESSAGES.discountAmountNegative };
  if (minor > itemsTotalMinor) return { problem: DOCUMENT_MESSAGES.discountOverItemsTotal };
  return { type, value: minor };
}

/** The items total of some lines (what an amount discount may not exceed). */
export function itemsTotalOf(
  lines: ReadonlyArray<{ quantityMilli: number; unitPriceMinor: number }>,
): number {
  return lines.reduce((sum, line) => sum + lineTotalMinor(line.quantityMilli, line.unitPriceMinor), 0);
}

/** The discount sent either as discount_type/discount_value or as the spec's `discount` object
 * ({type, discount}; an invoice's is `invoice_discount`); the flat fields win. */
export function liftDiscountObject(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const record = body as Record<string, unknown>;
  const nested = record.discount ?? record.invoice_discount;
  if (typeof nested !== 'object' || nested === null) return body;
  const { type, discount } = nested as Record<string, unknown>;
  return {
    ...record,
    discount_type: record.discount_type ?? type,
    discount_value: record.discount_value ?? discount,
  };
}

/** Whole-document figures from the lines, discount and tax rates: calculateTotals, plus the check that
 * no figure grows past what the database and JSON hold exactly. */
export function documentTotals(
  lines: ReadonlyArray<{ quantityMilli: number; unitPriceMinor: number }>,
  discount: ScaledDiscount,
  taxRates: readonly [number, number],
): Totals | { problem: string } {
  const totals = calculateTotals({ lines, discount, taxRates });
  if (
    totals.itemsTotalMinor > MAX_DOCUMENT_TOTAL_MINOR ||
    totals.grandTotalMinor > MAX_DOCUMENT_TOTAL_MINOR
  ) {
    return { problem: DOCUMENT_MESSAGES.totalTooLarge };
  }
  return totals;
}

/** The discount as the user typed it: 10 (percent) or 5.5 (money). */
export function discountValueToNumber(discount: ScaledDiscount): number {
  return discount.type === 'percent' ? percentFromMilli(discount.value) : fromMinor(discount.value);
}
