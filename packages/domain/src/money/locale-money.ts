// Money as people of a language read it (docs/decisions/0389): through Intl for a locale ('de-DE' ->
// '1.234,56 €'); without a locale, the fixed English form of formatMoney ('€1,234.56'), which the product
// printed before it had other languages and still prints in English.
import { formatMoney, minorToText } from './money';

export interface MoneyCurrency {
  /** ISO 4217, e.g. 'EUR'. */
  code: string;
  symbol: string;
}

/** 123456 in EUR for 'de-DE' -> '1.234,56 €'; for no locale -> '€1,234.56'. A code Intl does not know
 * is written as the locale's number with the currency's symbol. */
export function formatMoneyInLocale(
  minor: number,
  currency: MoneyCurrency,
  locale: string | undefined,
): string {
  if (!locale) return formatMoney(minor, currency.symbol);
  const amount = Number(minorToText(minor));
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.code,
      currencyDisplay: 'narrowSymbol',
    }).format(amount);
  } catch {
    const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return `${currency.symbol}${number.format(amount)}`;
  }
}
