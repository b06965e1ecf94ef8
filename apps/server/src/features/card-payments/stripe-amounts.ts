// Amounts as Stripe takes them: in the currency's smallest unit (https://docs.stripe.com/currencies).
// The app keeps every amount in hundredths (2 decimals); most currencies are the same in Stripe, but a
// zero-decimal currency (JPY) is sent in whole units and a three-decimal one (KWD) in thousandths.
import { fromMinor } from '@tradebook/domain/money/money';

const ZERO_DECIMAL = new Set('BIF CLP DJF GNF JPY KMF KRW MGA PYG RWF UGX VND VUV XAF XOF XPF'.split(' '));
const THREE_DECIMAL = new Set('BHD JOD KWD OMR TND'.split(' '));

/** Stripe's amount for `minor` hundredths of `currency`, or undefined when Stripe cannot charge it
 * exactly (a fraction of a zero-decimal currency). */
export function stripeAmountOf(minor: number, currency: string): number | undefined {
  if (ZERO_DECIMAL.has(currency)) return minor % 100 === 0 ? fromMinor(minor) : undefined;
  if (THREE_DECIMAL.has(currency)) return minor * 10;
  return minor;
}
