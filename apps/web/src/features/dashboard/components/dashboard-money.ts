// The dashboard's amounts: the API's 2-decimal numbers with the business's currency symbol, grouped, in
// the owner's language (docs/decisions/0258-owner-formats-in-the-owners-language.md): '£1,789.51' for an
// English owner, '1.789,51 £' for a German reader of a British business.
import { useFormatOwnerAmount } from '../../../lib/money/owner-money';

export function useDashboardMoney(): (amount: number, symbol: string) => string {
  const format = useFormatOwnerAmount();
  return (amount: number, symbol: string) => format(amount, symbol);
}

/**
 * 'YYYY-MM' as a short label ('Nov 26') for the chart's axis, or a long one ('November 2026'), with the
 * month's name in the screen's language (British English for English).
 */
export function monthLabel(month: string, style: 'short' | 'long', language = 'en'): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    month: style,
    year: style === 'short' ? '2-digit' : 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
