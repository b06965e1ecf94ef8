// A document in another currency than its business's keeps the exchange rate to the business's currency
// on its date (docs/decisions/0391-documents-in-a-foreign-currency.md): 1 unit of the document's currency
// is `rate` units of the business's. Held exactly as an integer scaled by 10^6 ('0.79' is 790000), read
// from text here and converted here: the one conversion of the product, to a whole cent with the product's
// rounding (half away from zero, rounding.ts), on BigInt so that no product loses precision.
import { z } from 'zod';
import { parseScaled, scaledToText } from './money';
import { divideRounded } from './rounding';

export const EXCHANGE_RATE_DECIMALS = 6;
export const EXCHANGE_RATE_SCALE = 1_000_000;
/** The largest rate taken: 1,000,000 units of the business's currency for one of the document's. */
export const MAX_EXCHANGE_RATE_MICRO = 1_000_000 * EXCHANGE_RATE_SCALE;

export const EXCHANGE_RATE_MESSAGES = {
  required: 'Please enter the exchange rate to your currency.',
  invalid: 'The exchange rate must be a number above 0 with at most 6 decimals.',
} as const;

/** '0.79' or 0.79 -> 790000; undefined when it is not a number above 0 (up to 1,000,000) with at most 6
 * decimals. */
export function toRateMicro(value: string | number): number | undefined {
  const micro = parseScaled(value, EXCHANGE_RATE_DECIMALS);
  return micro !== undefined && micro > 0 && micro <= MAX_EXCHANGE_RATE_MICRO ? micro : undefined;
}

/** 790000 -> '0.79': the exact text of a stored rate. */
export function rateMicroToText(micro: number): string {
  return scaledToText(micro, EXCHANGE_RATE_DECIMALS);
}

/** An amount of the document's currency in the business's: minor x rate, rounded to a whole minor unit
 * half away from zero. A rate of null (the document is in the business's currency) keeps the amount. */
export function toBusinessMinor(minor: number, rateMicro: number | null): number {
  if (rateMicro === null) return minor;
  return Number(divideRounded(BigInt(minor) * BigInt(rateMicro), BigInt(EXCHANGE_RATE_SCALE)));
}

/** The `exchange_rate` of a save: blank or missing is undefined (the server requires it only for a
 * foreign currency, with EXCHANGE_RATE_MESSAGES.required); anything else must be a rate above 0. */
export const exchangeRateField = z
  .union([z.string(), z.number(), z.null()], { error: EXCHANGE_RATE_MESSAGES.invalid })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      return undefined;
    }
    const micro = toRateMicro(value);
    if (micro === undefined) {
      ctx.issues.push({ code: 'custom', message: EXCHANGE_RATE_MESSAGES.invalid, input: value });
      return z.NEVER;
    }
    return micro;
  })
  .meta({
    description:
      "Units of your currency for one unit of the document's, on its date, up to 6 decimals (e.g. '0.79'). " +
      "Required when the document's currency is not your business's; ignored otherwise.",
  });
