// The VAT return's amounts: HMRC's plain '1234.56' for an English owner (docs/decisions/0233), the
// owner's own number format otherwise ('1.234,56' in German;
// docs/decisions/0258-owner-formats-in-the-owners-language.md).
import { useCallback } from 'react';
import { minorToText, toMinor } from '@tradebook/domain/money/money';
import { useOwnerLocale } from '../../../lib/dates/owner-locale';
import { formatOwnerMoney } from '../../../lib/money/owner-money';

export function useVatMoney(): (amount: number) => string {
  const locale = useOwnerLocale();
  return useCallback(
    (amount: number) => {
      const minor = toMinor(amount) ?? 0;
      return locale ? formatOwnerMoney(minor, '', locale) : minorToText(minor);
    },
    [locale],
  );
}
