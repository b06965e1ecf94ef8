// The dashboard's amounts: the API's 2-decimal numbers with the business's currency symbol, grouped.
import { formatMoney, toMinor } from '@tradebook/domain/money/money';

export function dashboardMoney(amount: number, symbol: string): string {
  return formatMoney(toMinor(amount) ?? 0, symbol);
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
