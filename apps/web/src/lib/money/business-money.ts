// Amounts as the business's country writes them (ADR 0224 and docs/decisions/0234-one-document-screen-set.md):
// '£1,234.50' for a British business, '€1.234,50' for one in Germany. The number's grouping and decimal
// mark come from Intl for the business's locale; the symbol is the document's currency, placed first as on
// the document's other figures. Cents become a decimal through the domain's `fromMinor`.
import { useCallback } from 'react';
import { fromMinor } from '@tradebook/domain/money/money';
import { useBusinessLocale } from '../dates/business-locale';

export function formatMoneyIn(minor: number, symbol: string, locale: string | undefined): string {
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  let number: string;
  try {
    number = new Intl.NumberFormat(locale, digits).format(fromMinor(Math.abs(minor)));
  } catch {
    number = new Intl.NumberFormat('en-GB', digits).format(fromMinor(Math.abs(minor)));
  }
  return `${minor < 0 ? '-' : ''}${symbol}${number}`;
}

/** Formats minor units in the document's currency as the business's country writes amounts. */
export function useFormatMoney(): (minor: number, symbol: string) => string {
  const locale = useBusinessLocale();
  return useCallback((minor: number, symbol: string) => formatMoneyIn(minor, symbol, locale), [locale]);
}
