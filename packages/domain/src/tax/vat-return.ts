// The VAT return of a period (docs/decisions/0365-vat-return.md): the nine UK boxes and, for other
// countries, output and input VAT by rate, worked out from figures the server adds up in the database.
// Pure and cent-exact: every figure is integer cents; box 3 - box 4 = box 5 always.
import { fromMinor } from '../money/money';

/** Sales at one rate: invoices issued (not void) less credit notes, or, on the cash basis, the shares of
 * the payments received. */
export interface RateFigures {
  /** Thousandths of a percent. */
  rateMilli: number;
  netMinor: number;
  vatMinor: number;
  /** net + VAT: what the flat-rate scheme's turnover counts. */
  grossMinor: number;
}

export interface VatFigures {
  /** Output: by rate, credit notes already taken off. */
  sales: RateFigures[];
  /** Input: expenses by rate; `vatMinor` is the reclaimable VAT only. */
  purchases: RateFigures[];
}

export interface FlatRate {
  flatRate: boolean;
  flatRateMilli: number;
}

export interface VatBoxes {
  /** 1: VAT due on sales. */
  vatDueSales: number;
  /** 2: VAT due on acquisitions from the EU (Northern Ireland only): none are recorded, 0. */
  vatDueAcquisitions: number;
  /** 3: 1 + 2. */
  totalVatDue: number;
  /** 4: VAT reclaimed on purchases. */
  vatReclaimedCurrPeriod: number;
  /** 5: 3 - 4 (negative: a repayment). */
  netVatDue: number;
  /** 6: sales before VAT (the flat-rate scheme: the VAT-inclusive turnover). */
  totalValueSalesExVAT: number;
  /** 7: purchases before VAT. */
  totalValuePurchasesExVAT: number;
  /** 8 and 9: supplies to and acquisitions from the EU: none are recorded, 0. */
  totalValueGoodsSuppliedExVAT: number;
  totalAcquisitionsExVAT: number;
}

const sum = (lines: RateFigures[], field: 'netMinor' | 'vatMinor' | 'grossMinor') =>
  lines.reduce((total, line) => total + line[field], 0);

/** a x b / c rounded half away from zero, exact (BigInt). */
export function mulDivRounded(a: number, b: number, c: number): number {
  if (c === 0) return 0;
  const product = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  const negative = product < 0n !== divisor < 0n;
  const [p, d] = [product < 0n ? -product : product, divisor < 0n ? -divisor : divisor];
  const rounded = (2n * p + d) / (2n * d);
  return Number(negative ? -rounded : rounded);
}

/** The VAT a payment carries on the cash basis: the invoice's VAT in proportion to what has been paid
 * after it less before it (each rounded half up), so the shares of a fully paid invoice add up to its VAT
 * to the cent, whatever the parts. */
export function vatShareOfPayment(
  invoice: { vatMinor: number; totalMinor: number },
  paidBeforeMinor: number,
  amountMinor: number,
): number {
  const { vatMinor, totalMinor } = invoice;
  return (
    mulDivRounded(vatMinor, paidBeforeMinor + amountMinor, totalMinor) -
    mulDivRounded(vatMinor, paidBeforeMinor, totalMinor)
  );
}

/** The nine boxes in cents (boxes 6 to 9 too: HMRC's whole pounds are the export's, hmrcVatReturn). */
export function vatBoxesOf(figures: VatFigures, scheme: FlatRate): VatBoxes {
  const purchasesNet = sum(figures.purchases, 'netMinor');
  let vatDueSales: number;
  let salesValue: number;
  let reclaimed: number;
  if (scheme.flatRate) {
    // The flat-rate scheme: the rate applies to the VAT-inclusive turnover; purchases reclaim nothing
    // (capital goods over £2,000 are claimed apart, outside this return).
    const turnover = sum(figures.sales, 'grossMinor');
    vatDueSales = mulDivRounded(turnover, scheme.flatRateMilli, 100_000);
    salesValue = turnover;
    reclaimed = 0;
  } else {
    vatDueSales = sum(figures.sales, 'vatMinor');
    salesValue = sum(figures.sales, 'netMinor');
    reclaimed = sum(figures.purchases, 'vatMinor');
  }
  const totalVatDue = vatDueSales + 0;
  return {
    vatDueSales,
    vatDueAcquisitions: 0,
    totalVatDue,
    vatReclaimedCurrPeriod: reclaimed,
    netVatDue: totalVatDue - reclaimed,
    totalValueSalesExVAT: salesValue,
    totalValuePurchasesExVAT: purchasesNet,
    totalValueGoodsSuppliedExVAT: 0,
    totalAcquisitionsExVAT: 0,
  };
}

/** Lines of the same rate added together, by rate from the highest (a return 'by rate'). */
export function mergeByRate(lines: RateFigures[]): RateFigures[] {
  const byRate = new Map<number, RateFigures>();
  for (const line of lines) {
    const kept = byRate.get(line.rateMilli) ?? {
      rateMilli: line.rateMilli,
      netMinor: 0,
      vatMinor: 0,
      grossMinor: 0,
    };
    byRate.set(line.rateMilli, {
      rateMilli: line.rateMilli,
      netMinor: kept.netMinor + line.netMinor,
      vatMinor: kept.vatMinor + line.vatMinor,
      grossMinor: kept.grossMinor + line.grossMinor,
    });
  }
  return [...byRate.values()].sort((a, b) => b.rateMilli - a.rateMilli);
}

/** Cents as pounds and pence (a JSON number with 2 decimals). */
const pounds = (minor: number) => fromMinor(minor);
/** Cents as whole pounds, pence dropped (HMRC: boxes 6 to 9 are whole pounds). */
const wholePounds = (minor: number) => Math.trunc(fromMinor(minor));

/** HMRC's VAT return body (Making Tax Digital, POST .../returns): boxes 1 to 5 in pounds and pence, 6 to 9
 * in whole pounds, netVatDue the amount to pay or reclaim, never negative. */
export function hmrcVatReturn(boxes: VatBoxes, periodKey: string, finalised: boolean) {
  return {
    periodKey,
    vatDueSales: pounds(boxes.vatDueSales),
    vatDueAcquisitions: pounds(boxes.vatDueAcquisitions),
    totalVatDue: pounds(boxes.totalVatDue),
    vatReclaimedCurrPeriod: pounds(boxes.vatReclaimedCurrPeriod),
    netVatDue: pounds(Math.abs(boxes.netVatDue)),
    totalValueSalesExVAT: wholePounds(boxes.totalValueSalesExVAT),
    totalValuePurchasesExVAT: wholePounds(boxes.totalValuePurchasesExVAT),
    totalValueGoodsSuppliedExVAT: wholePounds(boxes.totalValueGoodsSuppliedExVAT),
    totalAcquisitionsExVAT: wholePounds(boxes.totalAcquisitionsExVAT),
    finalised,
  };
}
export type HmrcVatReturn = ReturnType<typeof hmrcVatReturn>;
