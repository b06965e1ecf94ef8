// Amounts as the business's country writes them in the owner's language (ADR 0224, 0239 and
// docs/decisions/0234-one-document-screen-set.md): '£1,234.50' for a British business writing English,
// '1.234,50 €' for a German one writing German. The number's grouping and decimal
// mark come from Intl for the business's locale; the symbol is the document's currency, placed first as on
// the document's other figures. Cents become a decimal through the domain's `fromMinor`.
import { useCallback } from 'react';
import { fromMinor } from '@tradebook/domain/money/money';
import { useBusinessLocale } from '../dates/business-locale';

export function formatMoneyIn(minor: number, symbol: string, locale: string | undefined): string {
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  if (locale && !/^en\b/i.test(locale)) return formatMoneyOfLanguage(minor, symbol, locale);
  let number: string;
  try {
    number = new Intl.NumberFormat(locale, digits).format(fromMinor(Math.abs(minor)));
  } catch {
    number = new Intl.NumberFormat('en-GB', digits).format(fromMinor(Math.abs(minor)));
  }
  return `${minor < 0 ? '-' : ''}${symbol}${number}`;
}

/** An amount as a language other than English writes it, the symbol where that language puts it: '1.234,56 €'
 * in German, '€ 1.234,56' in Dutch. Intl places a currency's symbol; any currency stands in for the
 * place, and the document's own symbol is put there. */
function formatMoneyOfLanguage(minor: number, symbol: string, locale: string): string {
  let parts: Intl.NumberFormatPart[];
  try {
    parts = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).formatToParts(
      fromMinor(minor),
    );
  } catch {
    return formatMoneyIn(minor, symbol, 'en-GB');
  }
  return parts.map((part) => (part.type === 'currency' ? symbol : part.value)).join('');
}

/** Formats minor units in the document's currency as the business's country writes amounts. */
export function useFormatMoney(): (minor: number, symbol: string) => string {
  const locale = useBusinessLocale();
  return useCallback((minor: number, symbol: string) => formatMoneyIn(minor, symbol, locale), [locale]);
}
