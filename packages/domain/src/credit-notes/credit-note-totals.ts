// The figures of a credit note (issue 17; docs/decisions/0315), one implementation for the server, which
// stores them, and the web, which previews them:
// - which of the invoice's lines it credits, and how much of each: never more than is left of a line
//   after the earlier credit notes (creditLinesFor);
// - its totals: the invoice's discount and tax rates applied to the credited lines, rounded on what all
//   its credit notes credit together, less what the earlier ones already took (creditNoteTotals). Each
//   credit note then rounds once, and the credit notes of a whole invoice add up to its total exactly,
//   never a cent more, whatever order and size they come in;
// - what it does to the invoice (applyCreditNote): it lowers what is due first; what the client had
//   already paid beyond that is refunded or kept as the client's credit, as the owner chooses.
import { lineTotalMinor, percentOfMinor, type Totals, type TotalsLine } from '../documents/totals';
import { invoiceDueMinor, type InvoiceFigures } from '../invoices/invoice-status';
import { minorToText } from '../money/money';
import { divideRounded } from '../money/rounding';
import { CREDIT_NOTE_MESSAGES as M } from './credit-note-messages';
import type { Settlement } from './credit-note-status';

/** A problem with a credit note: `conflict` when the invoice's state forbids it (409), else bad input (422). */
export interface CreditProblem {
  problem: string;
  conflict: boolean;
}

const invalid = (problem: string): CreditProblem => ({ problem, conflict: false });
const refused = (problem: string): CreditProblem => ({ problem, conflict: true });

export function isCreditProblem(value: object): value is CreditProblem {
  return 'problem' in value;
}

/** One line of the invoice, with what its earlier credit notes credited of it. */
export interface CreditableLine {
  id: number;
  name: string;
  quantityMilli: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
  creditedMinor: number;
}

/** A line the owner chose to credit: the invoice line, and optionally the quantity and unit price. */
export interface RequestedCreditLine {
  lineId: number;
  quantityMilli?: number | undefined;
  unitPriceMinor?: number | undefined;
}

/** A line of the credit note: what it credits of one invoice line. */
export interface CreditLine extends TotalsLine {
  lineId: number;
  lineTotalMinor: number;
}

/** What is left to credit of a line. */
export const leftOfLine = (line: CreditableLine) => Math.max(0, line.lineTotalMinor - line.creditedMinor);

/** What crediting the rest of a line means when the owner gives no figures: the whole line while none of
 * it was credited, else one unit of what is left. */
export function restOfLine(line: CreditableLine): { quantityMilli: number; unitPriceMinor: number } {
  return line.creditedMinor === 0
    ? { quantityMilli: line.quantityMilli, unitPriceMinor: line.unitPriceMinor }
    : { quantityMilli: 1000, unitPriceMinor: leftOfLine(line) };
}

/** The quantity and unit price credited of a line: the rest of it when neither is given, else the line's
 * own quantity or unit price for the one left out. */
function figuresOf(
  line: CreditableLine,
  pick: RequestedCreditLine,
): { quantityMilli: number; unitPriceMinor: number } {
  if (pick.quantityMilli === undefined && pick.unitPriceMinor === undefined) return restOfLine(line);
  return {
    quantityMilli: pick.quantityMilli ?? line.quantityMilli,
    unitPriceMinor: pick.unitPriceMinor ?? line.unitPriceMinor,
  };
}

/** The credit note's lines: `requested` (null: everything left of every line). A line chosen without a
 * quantity or unit price credits the rest of it; with one of them, the other is the line's own. No line
 * may credit more than is left of it. */
export function creditLinesFor(
  invoiceLines: readonly CreditableLine[],
  requested: readonly RequestedCreditLine[] | null,
): CreditLine[] | CreditProblem {
  const chosen: readonly RequestedCreditLine[] =
    requested ?? invoiceLines.filter((line) => leftOfLine(line) > 0).map((line) => ({ lineId: line.id }));
  if (requested === null && chosen.length === 0) return refused(M.nothingLeft);
  if (chosen.length === 0) return invalid(M.noLines);
  const byId = new Map(invoiceLines.map((line) => [line.id, line]));
  const seen = new Set<number>();
  const lines: CreditLine[] = [];
  for (const pick of chosen) {
    const line = byId.get(pick.lineId);
    if (!line) return invalid(M.notALine);
    if (seen.has(pick.lineId)) return invalid(M.lineTwice);
    seen.add(pick.lineId);
    const left = leftOfLine(line);
    if (left === 0) return refused(M.lineOverLeft(line.name, minorToText(0)));
    const { quantityMilli, unitPriceMinor } = figuresOf(line, pick);
    const total = lineTotalMinor(quantityMilli, unitPriceMinor);
    if (total <= 0) return invalid(M.amountPositive);
    if (total > left) return refused(M.lineOverLeft(line.name, minorToText(left)));
    lines.push({ lineId: line.id, quantityMilli, unitPriceMinor, lineTotalMinor: total });
  }
  return lines;
}

/** The invoice as its totals were computed. */
export interface CreditedInvoice {
  itemsTotalMinor: number;
  discountMinor: number;
  /** The invoice's percent discount in thousandths of a percent; null for an amount discount. */
  discountPercentMilli: number | null;
  taxRates: readonly [number, number];
}

/** What the invoice's earlier credit notes credited, added up. */
export interface CreditedSoFar {
  itemsTotalMinor: number;
  discountMinor: number;
  subtotalMinor: number;
  tax1Minor: number;
  tax2Minor: number;
}

export const NOTHING_CREDITED: CreditedSoFar = {
  itemsTotalMinor: 0,
  discountMinor: 0,
  subtotalMinor: 0,
  tax1Minor: 0,
  tax2Minor: 0,
};

/** The discount that goes with `itemsMinor` of the invoice's items: its percent of them, or the same
 * share of an amount discount. All of the items give the invoice's own discount. */
function discountFor(invoice: CreditedInvoice, itemsMinor: number): number {
  if (invoice.discountPercentMilli !== null) return percentOfMinor(itemsMinor, invoice.discountPercentMilli);
  if (invoice.itemsTotalMinor <= 0) return 0;
  return Number(
    divideRounded(BigInt(invoice.discountMinor) * BigInt(itemsMinor), BigInt(invoice.itemsTotalMinor)),
  );
}

/** The credit note's totals. Each figure is what the invoice's rule gives for everything credited so far,
 * this credit note included, less what the earlier ones took: rounded once per credit note, and adding up
 * to the invoice's own figures once every line is credited. `lines` must stay within what is left of
 * each line (creditLinesFor), so the items credited never pass the invoice's. */
export function creditNoteTotals(
  invoice: CreditedInvoice,
  earlier: CreditedSoFar,
  lines: readonly TotalsLine[],
): Totals {
  const lineTotalsMinor = lines.map((line) => lineTotalMinor(line.quantityMilli, line.unitPriceMinor));
  const itemsTotalMinor = lineTotalsMinor.reduce((sum, total) => sum + total, 0);
  const itemsSoFar = Math.min(earlier.itemsTotalMinor + itemsTotalMinor, invoice.itemsTotalMinor);
  const discountMinor = discountFor(invoice, itemsSoFar) - earlier.discountMinor;
  const subtotalMinor = itemsTotalMinor - discountMinor;
  const subtotalSoFar = earlier.subtotalMinor + subtotalMinor;
  const tax1Minor = percentOfMinor(subtotalSoFar, invoice.taxRates[0]) - earlier.tax1Minor;
  const tax2Minor = percentOfMinor(subtotalSoFar, invoice.taxRates[1]) - earlier.tax2Minor;
  return {
    lineTotalsMinor,
    itemsTotalMinor,
    discountMinor,
    subtotalMinor,
    tax1Minor,
    tax2Minor,
    grandTotalMinor: subtotalMinor + tax1Minor + tax2Minor,
  };
}

/** What a credit note does to its invoice. */
export interface CreditOutcome {
  /** The part that lowered what was due. */
  appliedMinor: number;
  /** The part the client had already paid, paid back. */
  refundedMinor: number;
  /** The part the client had already paid, kept as the client's credit. */
  keptCreditMinor: number;
  /** The invoice's figures after it. */
  invoice: InvoiceFigures;
}

/** Applies a credit note of `amountMinor` to the invoice: never more than is left to credit (the total less
 * the earlier credit notes); it lowers the due first, and what it credits beyond the due (the client had
 * paid it) is refunded or kept as credit, which the owner must then choose. */
export function applyCreditNote(
  invoice: InvoiceFigures,
  amountMinor: number,
  settlement: Settlement | null,
): CreditOutcome | CreditProblem {
  const leftMinor = Math.max(0, invoice.totalMinor - invoice.creditedMinor);
  if (leftMinor === 0) return refused(M.nothingLeft);
  if (amountMinor > leftMinor) return refused(M.overInvoice(minorToText(leftMinor)));
  const appliedMinor = Math.min(amountMinor, invoiceDueMinor(invoice));
  const returnedMinor = amountMinor - appliedMinor;
  if (returnedMinor > 0 && settlement === null) return invalid(M.settlementRequired);
  const refundedMinor = settlement === 'refunded' ? returnedMinor : 0;
  return {
    appliedMinor,
    refundedMinor,
    keptCreditMinor: returnedMinor - refundedMinor,
    invoice: {
      ...invoice,
      creditedMinor: invoice.creditedMinor + amountMinor,
      returnedMinor: invoice.returnedMinor + returnedMinor,
    },
  };
}
