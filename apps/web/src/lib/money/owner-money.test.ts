// Amounts of the owner's screens in the owner's language (docs/decisions/0258).
import { describe, expect, it } from 'vitest';
import { ownerLocaleOf } from '../dates/owner-locale';
import { formatOwnerMoney } from './owner-money';

describe("amounts in the owner's language", () => {
  it("takes the owner's language with the business's country as region; none for English", () => {
    expect(ownerLocaleOf('de', 'GB')).toBe('de-GB');
    expect(ownerLocaleOf('fr', 'ie')).toBe('fr-IE');
    expect(ownerLocaleOf('us', 'GB')).toBeUndefined();
    expect(ownerLocaleOf(undefined, 'DE')).toBeUndefined();
  });

  it('writes a German reader of a British business 1.234,56 £, the symbol where German puts it', () => {
    expect(formatOwnerMoney(123456, '£', 'de-GB')).toBe('1.234,56\u00a0£');
    expect(formatOwnerMoney(0, '£', 'de-GB')).toBe('0,00\u00a0£');
    expect(formatOwnerMoney(-5000, '€', 'nl-NL')).toBe('€\u00a0-50,00');
  });

  it('writes the number alone without a symbol, and keeps English as it was', () => {
    expect(formatOwnerMoney(123456, '', 'de-GB')).toBe('1.234,56');
    expect(formatOwnerMoney(123456, '', 'fr-GB')).toBe('1\u202f234,56');
    expect(formatOwnerMoney(123456, '£', undefined)).toBe('£1,234.56');
    expect(formatOwnerMoney(-123456, '', undefined)).toBe('-1,234.56');
  });
});
