import { describe, expect, it } from 'vitest';
import { formatMoneyIn } from './business-money';

describe('amounts in the business locale', () => {
  it("groups and marks decimals as the business's country does, with the document's symbol first", () => {
    expect(formatMoneyIn(123456750, '£', 'en-GB')).toBe('£1,234,567.50');
    expect(formatMoneyIn(123456750, '€', 'en-DE')).toBe('€1.234.567,50');
    expect(formatMoneyIn(-500, '$', 'en-US')).toBe('-$5.00');
  });

  it('falls back to British English for a locale Intl cannot read', () => {
    expect(formatMoneyIn(3000, '£', 'not a locale!')).toBe('£30.00');
  });
});
