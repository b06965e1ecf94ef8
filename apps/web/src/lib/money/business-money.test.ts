import { describe, expect, it } from 'vitest';
import { formatMoneyIn } from './business-money';

describe('amounts in the business locale', () => {
  it("groups and marks decimals as the business's country does, with the document's symbol first", () => {
    expect(formatMoneyIn(123456750, '£', 'en-GB')).toBe('£1,234,567.50');
    expect(formatMoneyIn(123456750, '€', 'en-DE')).toBe('€1.234.567,50');
    expect(formatMoneyIn(-500, '$', 'en-US')).toBe('-$5.00');
  });

  it("writes amounts as the owner's language does, the symbol where that language puts it", () => {
    expect(formatMoneyIn(123456, '€', 'de-DE')).toBe('1.234,56\u00a0€');
    expect(formatMoneyIn(-123456, '€', 'nl-NL')).toBe('€\u00a0-1.234,56');
    expect(formatMoneyIn(123456, '£', 'fr-GB')).toBe('1\u202f234,56\u00a0£');
  });

  it('falls back to British English for a locale Intl cannot read', () => {
    expect(formatMoneyIn(3000, '£', 'not a locale!')).toBe('£30.00');
  });
});
