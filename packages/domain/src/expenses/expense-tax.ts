// The VAT an expense carries (docs/decisions/0363-expense-vat.md): the amount is the gross; the net and
// the VAT add up to it, cent-exact. The owner types any of the rate, the VAT or the net and the rest is
// worked out; nothing typed is an expense without VAT (net = amount).
import { MAX_PERCENT_MILLI } from '../money/percent';

export interface ExpenseTax {
  netMinor: number;
  vatMinor: number;
  /** Thousandths of a percent: 20 % is 20000. */
  vatRateMilli: number;
  /** Whether the VAT can be reclaimed on the VAT return. */
  reclaimable: boolean;
}

/** What a form sent: null for a field left out. */
export interface ExpenseTaxFields {
  netMinor: number | null;
  vatMinor: number | null;
  vatRateMilli: number | null;
  reclaimable: boolean | null;
}

export const EXPENSE_TAX_MESSAGES = {
  netFormat: 'Net amount must be a number with at most 2 decimals.',
  vatFormat: 'VAT must be a number with at most 2 decimals.',
  netRange: 'Net amount must be between 0 and the amount.',
  vatRange: 'VAT must be between 0 and the amount.',
  notAddingUp: 'Net amount and VAT must add up to the amount.',
  rateRange: 'VAT rate must be between 0 and 100.',
  rateFormat: 'VAT rate must be a number with at most 3 decimals.',
  reclaimableSwitch: 'VAT reclaimable must be 0 (no) or 1 (yes).',
} as const;

/** a / b rounded half up, exact for any amounts (BigInt: amount x rate can pass 2^53). */
function divideRounded(a: bigint, b: bigint): number {
  return Number((2n * a + b) / (2n * b));
}

/** The net of a gross at a rate: gross / (1 + rate), to the cent, half up. */
export function netOfGross(grossMinor: number, rateMilli: number): number {
  return divideRounded(BigInt(grossMinor) * BigInt(MAX_PERCENT_MILLI), BigInt(MAX_PERCENT_MILLI + rateMilli));
}

/** The rate a net and a VAT say (thousandths of a percent, half up); 0 when there is no net. */
export function rateOf(netMinor: number, vatMinor: number): number {
  if (netMinor <= 0) return 0;
  return Math.min(
    MAX_PERCENT_MILLI,
    divideRounded(BigInt(vatMinor) * BigInt(MAX_PERCENT_MILLI), BigInt(netMinor)),
  );
}

/** The tax of an expense from what was typed, or the message saying what is wrong. */
export function expenseTaxOf(
  amountMinor: number,
  fields: ExpenseTaxFields,
): { tax: ExpenseTax } | { message: string } {
  const { netMinor, vatMinor, vatRateMilli } = fields;
  let net: number;
  let vat: number;
  if (vatMinor !== null) {
    if (vatMinor < 0 || vatMinor > amountMinor) return { message: EXPENSE_TAX_MESSAGES.vatRange };
    if (netMinor !== null && netMinor + vatMinor !== amountMinor)
      return { message: EXPENSE_TAX_MESSAGES.notAddingUp };
    vat = vatMinor;
    net = amountMinor - vatMinor;
  } else if (netMinor !== null) {
    if (netMinor < 0 || netMinor > amountMinor) return { message: EXPENSE_TAX_MESSAGES.netRange };
    net = netMinor;
    vat = amountMinor - netMinor;
  } else if (vatRateMilli !== null) {
    net = netOfGross(amountMinor, vatRateMilli);
    vat = amountMinor - net;
  } else {
    net = amountMinor;
    vat = 0;
  }
  return {
    tax: {
      netMinor: net,
      vatMinor: vat,
      vatRateMilli: vatRateMilli ?? rateOf(net, vat),
      reclaimable: fields.reclaimable ?? vat > 0,
    },
  };
}

/** An update that sent none of the tax fields (a client that predates them): the stored rate and flag
 * stay; the same amount keeps its net and VAT, a new amount is split again at the stored rate. */
export function keptExpenseTax(
  amountMinor: number,
  storedAmountMinor: number,
  stored: ExpenseTax,
): ExpenseTax {
  if (amountMinor === storedAmountMinor) return stored;
  const net = netOfGross(amountMinor, stored.vatRateMilli);
  return { ...stored, netMinor: net, vatMinor: amountMinor - net };
}
