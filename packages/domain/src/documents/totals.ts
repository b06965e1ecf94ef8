// The totals engine of quotations and invoices (docs/reference/documents.md 'Money and totals'). The web runs
// it for the live totals panel and the server runs it to compute what it stores: one implementation, so the
// two can never disagree. Everything here is integers: money in minor units, quantities in thousandths,
// percentages in thousandths of a percent.
import { divideRounded } from '../money/rounding';

export type DiscountType = 'percent' | 'amount';

export interface TotalsLine {
  /** Quantity in thousandths: 1.5 hours is 1500. */
  quantityMilli: number;
  unitPriceMinor: number;
}

export interface TotalsInput {
  lines: readonly TotalsLine[];
  discount: {
    type: DiscountType;
    /** thousandths of a percent, or minor units for 'amount' */ value: number;
  };
  /** Tax rates in thousandths of a percent: 20% is 20000. A switched-off line is 0. */
  taxRates: readonly [number, number];
}

export interface Totals {
  lineTotalsMinor: number[];
  itemsTotalMinor: number;
  discountMinor: number;
  subtotalMinor: number;
  tax1Minor: number;
  tax2Minor: number;
  grandTotalMinor: number;
}

/** round(quantity x unit price), once per line. */
export function lineTotalMinor(quantityMilli: number, unitPriceMinor: number): number {
  return Number(divideRounded(BigInt(quantityMilli) * BigInt(unitPriceMinor), 1000n));
}

/** round(base x percent / 100) where percent is in thousandths. */
export function percentOfMinor(baseMinor: number, percentMilli: number): number {
  return Number(divideRounded(BigInt(baseMinor) * BigInt(percentMilli), 100_000n));
}

export function discountMinor(itemsTotal: number, discount: TotalsInput['discount']): number {
  if (discount.type === 'percent')
    return percentOfMinor(itemsTotal, Math.min(Math.max(discount.value, 0), 100_000));
  return Math.min(Math.max(discount.value, 0), Math.max(itemsTotal, 0));
}

export function calculateTotals(input: TotalsInput): Totals {
  const lineTotalsMinor = input.lines.map((line) => lineTotalMinor(line.quantityMilli, line.unitPriceMinor));
  const itemsTotalMinor = lineTotalsMinor.reduce((sum, total) => sum + total, 0);
  const discount = discountMinor(itemsTotalMinor, input.discount);
  const subtotalMinor = itemsTotalMinor - discount;
  const tax1Minor = percentOfMinor(subtotalMinor, input.taxRates[0]);
  const tax2Minor = percentOfMinor(subtotalMinor, input.taxRates[1]);
  return {
    lineTotalsMinor,
    itemsTotalMinor,
    discountMinor: discount,
    subtotalMinor,
    tax1Minor,
    tax2Minor,
    grandTotalMinor: subtotalMinor + tax1Minor + tax2Minor,
  };
}

/** What is still owed on an invoice: its total less what was paid and what its credit notes credited,
 * never below 0 (docs/reference/documents.md 'Money and totals'; credit notes: docs/decisions/0316). An
 * overpayment
 * leaves 0 due and shows as credit. */
export function remainingDueMinor(grandTotalMinor: number, paidMinor: number, creditedMinor: number): number {
  return Math.max(0, grandTotalMinor - paidMinor - creditedMinor);
}

/** What was paid beyond what is owed (the total less what credit notes credited), kept and shown as
 * credit; `returnedMinor` is what credit notes already gave back of the payments (refunded, or kept as the
 * client's credit), which is no longer this invoice's to show. */
export function creditMinor(
  grandTotalMinor: number,
  paidMinor: number,
  creditedMinor: number,
  returnedMinor: number,
): number {
  return Math.max(0, paidMinor - returnedMinor - (grandTotalMinor - creditedMinor));
}
