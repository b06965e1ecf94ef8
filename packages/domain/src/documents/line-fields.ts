// The fields of one line of a document (docs/reference/documents.md 'Fields' and 'Rules'): a name, a quantity
// above 0 with up to 3 decimals, a unit price of 0 or more with 2 decimals, and the line type. Catalogue
// items carry the same quantity and price, so items take these fields from here; documents never depend on
// items.
import { z } from 'zod';
import { optionalText, requiredText } from '../api/fields';
import { parseScaled } from '../money/money';
import { MAX_QUANTITY_MILLI, QUANTITY_DECIMALS } from './quantity';

/** The largest unit price: 9,999,999.99, so quantity x price stays an exact JavaScript number. */
export const MAX_UNIT_PRICE_MINOR = 999_999_999;

export const LINE_TYPES = ['parts', 'service'] as const;
export type LineType = (typeof LINE_TYPES)[number];

/** One name for each line type on every screen (issue 14): the API's 'parts' (items: 'parts') is a
 * Product, its 'service' (items: 'services') a Service. */
export const LINE_TYPE_LABELS = { product: 'Product', service: 'Service' } as const;

export function lineTypeLabel(type: string): string {
  return type === 'service' || type === 'services' ? LINE_TYPE_LABELS.service : LINE_TYPE_LABELS.product;
}

export const LINE_MESSAGES = {
  nameRequired: 'Item name is required.',
  quantityPositive: 'Quantity must be greater than 0.',
  quantityFormat: 'Quantity must be a number with at most 3 decimals.',
  quantityTooLarge: 'Quantity must be at most 1,000,000.',
  unitPriceNegative: 'Unit price cannot be negative.',
  unitPriceFormat: 'Unit price must be a number with at most 2 decimals.',
  unitPriceTooLarge: 'Unit price must be at most 9,999,999.99.',
  amountPositive: 'Amount must be greater than 0.',
  lineTypeInvalid: 'Item type must be parts or service.',
} as const;

/** A decimal number kept as a scaled integer; a field left out gives `fallback`, but text that is empty
 * is refused like any other text that is not a number: a form that sent the field meant a figure, and
 * saving a default in its place would save a figure nobody typed (issue 13). `nullIsLeftOut`: null reads
 * as left out (the unit price); otherwise null is refused like empty text (the quantity, issue 23).
 * `check` names what is wrong with a number. */
function scaledNumber(options: {
  decimals: number;
  fallback: number;
  formatMessage: string;
  nullIsLeftOut: boolean;
  check: (scaled: number) => string | undefined;
}) {
  return z
    .union([z.string(), z.number(), z.null()], { error: options.formatMessage })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || (value === null && options.nullIsLeftOut)) return options.fallback;
      const scaled = parseScaled(value as string | number, options.decimals);
      const problem = scaled === undefined ? options.formatMessage : options.check(scaled);
      if (problem || scaled === undefined) {
        ctx.issues.push({ code: 'custom', message: problem ?? options.formatMessage, input: value });
        return z.NEVER;
      }
      return scaled;
    });
}

/** Quantity in thousandths: more than 0, default 1 when left out, up to 3 decimals; null is refused
 * like an empty quantity (docs/decisions/0331). */
export const quantityField = scaledNumber({
  decimals: QUANTITY_DECIMALS,
  fallback: 1000,
  formatMessage: LINE_MESSAGES.quantityFormat,
  nullIsLeftOut: false,
  check: (milli) =>
    milli <= 0
      ? LINE_MESSAGES.quantityPositive
      : milli > MAX_QUANTITY_MILLI
        ? LINE_MESSAGES.quantityTooLarge
        : undefined,
});

/** Unit price in minor units: 0 or more, default 0, up to 2 decimals. A negative price with too many
 * decimals still says it cannot be negative, the more useful of the two. */
export const unitPriceField = scaledNumber({
  decimals: 2,
  fallback: 0,
  formatMessage: LINE_MESSAGES.unitPriceFormat,
  nullIsLeftOut: true,
  check: (minor) =>
    minor < 0
      ? LINE_MESSAGES.unitPriceNegative
      : minor > MAX_UNIT_PRICE_MINOR
        ? LINE_MESSAGES.unitPriceTooLarge
        : undefined,
});

/** Document lines are 'parts' or 'service' ('services' and 'part' read the same); blank is not given. */
export const lineTypeField = z
  .union([z.string(), z.null()], { error: LINE_MESSAGES.lineTypeInvalid })
  .optional()
  .transform((value, ctx): LineType | undefined => {
    const text = (value ?? '').trim().toLowerCase();
    if (text === '') return undefined;
    if (text === 'parts' || text === 'part') return 'parts';
    if (text === 'service' || text === 'services') return 'service';
    ctx.issues.push({ code: 'custom', message: LINE_MESSAGES.lineTypeInvalid, input: value });
    return z.NEVER;
  });

/** What a line says, as a document's save and a line's edit take it: its name, description, quantity, unit
 * price and type (`type` or the spec's `service_type`). */
export const lineContentFields = {
  name: requiredText(LINE_MESSAGES.nameRequired, 200),
  description: optionalText(1000, 'Description'),
  quantity: quantityField,
  unit_price: unitPriceField,
  type: lineTypeField,
  service_type: lineTypeField,
};
