// Percentages (tax rates, discounts) are held in thousandths of a percent: 20 % is 20000, 7.5 % is 7500
// (docs/reference/documents.md: up to 3 decimals). The one place they are read from text and turned back into
// text or the JSON number an answer carries.
import { parseScaled, scaledToText } from './money';

export const PERCENT_DECIMALS = 3;
/** 100 % in thousandths of a percent. */
export const MAX_PERCENT_MILLI = 100_000;

/** '7.5' or 7.5 -> 7500; undefined when it is not a number with at most 3 decimals. The range (0 to
 * 100) is the caller's to check, with its own message. */
export function toPercentMilli(value: string | number): number | undefined {
  return parseScaled(value, PERCENT_DECIMALS);
}

/** 7500 -> 7.5: the JSON number an answer carries (the division rounds to the same double as parsing
 * '7.5' would: see fromMinor). */
export function percentFromMilli(milli: number): number {
  return milli / 1000;
}

/** 7500 -> '7.5'; 0 -> '0'. Exact: no binary floating point on the way. */
export function percentMilliToText(milli: number): string {
  return scaledToText(milli, PERCENT_DECIMALS);
}

/** How a discount is named beside its figure everywhere (totals panel, details, PDF; issue 14): as it was
 * entered, 'Discount (10%)' for a percent, 'Discount' for an amount (the figure is the amount). */
export function discountLabel(type: string, percentMilli: number): string {
  return type === 'percent' && percentMilli > 0
    ? `Discount (${percentMilliToText(percentMilli)}%)`
    : 'Discount';
}
