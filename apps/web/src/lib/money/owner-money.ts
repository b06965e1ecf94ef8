// Amounts on the owner's screens (dashboard, reports, VAT return) in the owner's language
// (docs/decisions/0258-owner-formats-in-the-owners-language.md): '1.234,56 £' for a British business whose
// owner reads German; an English owner keeps the fixed '£1,234.56' of these screens. The API's
// two-decimal amounts become cents first, through the domain's `toMinor`.
import { useCallback } from 'react';
import { formatMoney, fromMinor, toMinor } from '@tradebook/domain/money/money';
import { useOwnerLocale } from '../dates/owner-locale';
import { formatMoneyIn } from './business-money';

/** Cents as the owner's language writes them, with the symbol where it puts it; without a symbol, the
 * number alone ('1.234,56'). No locale (English): the fixed '£1,234.56'. */
export function formatOwnerMoney(minor: number, symbol: string, locale: string | undefined): string {
  if (!locale) return formatMoney(minor, symbol);
  if (symbol) return formatMoneyIn(minor, symbol, locale);
  try {
    return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      fromMinor(minor),
    );
  } catch {
    return formatMoney(minor);
  }
}

/** Formats the API's two-decimal amounts (12.5) in the owner's language, with an optional symbol. */
export function useFormatOwnerAmount(): (amount: number, symbol?: string) => string {
  const locale = useOwnerLocale();
  return useCallback(
    (amount: number, symbol = '') => formatOwnerMoney(toMinor(amount) ?? 0, symbol, locale),
    [locale],
  );
}
