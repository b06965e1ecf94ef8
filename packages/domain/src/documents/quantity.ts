// Quantities are held in thousandths (1.5 hours is 1500): up to 3 decimals (docs/reference/documents.md
// 'Rules'). A quantity belongs to a document line; catalogue items borrow it. Converted here without binary
// floating point, like money.
import { parseScaled, scaledToText } from '../money/money';

export const QUANTITY_DECIMALS = 3;
/** The largest quantity a line may carry: 1,000,000 units. */
export const MAX_QUANTITY_MILLI = 1_000_000_000;

/** '1.5' -> 1500; undefined when it is not a number with at most 3 decimals. */
export function toQuantityMilli(value: string | number): number | undefined {
  return parseScaled(value, QUANTITY_DECIMALS);
}

/** 1500 -> '1.5', 2000 -> '2', 1250 -> '1.25': the shortest text that says it exactly. */
export function quantityToText(milli: number): string {
  return scaledToText(milli, QUANTITY_DECIMALS);
}

/** 1500 -> 1.5, the JSON number the API answers with (exact, as fromMinor). */
export function fromQuantityMilli(milli: number): number {
  return milli / 1000;
}
