import { describe, expect, it } from 'vitest';
import { datePatternOf, formatCalendarDateIn, parseTypedDate } from './calendar-dates';
import { localeOfCountry } from './business-locale';

describe('calendar dates in the business country’s order', () => {
  it('finds the order of a British, an American and a Swedish business', () => {
    expect(datePatternOf(localeOfCountry('GB'))).toMatchObject({ order: 'DMY', valueFormat: 'DD/MM/YYYY' });
    expect(datePatternOf(localeOfCountry('US'))).toMatchObject({ order: 'MDY', valueFormat: 'MM/DD/YYYY' });
    expect(datePatternOf(localeOfCountry('SE')).order).toBe('YMD');
  });

  it('reads what a UK owner types as day, month, year', () => {
    const uk = datePatternOf('en-GB');
    expect(parseTypedDate('21/11/2026', uk)).toBe('2026-11-21');
    expect(parseTypedDate('3.4.26', uk)).toBe('2026-04-03');
    expect(parseTypedDate('2026-11-21', uk)).toBe('2026-11-21');
    expect(parseTypedDate('11/21/2026', uk)).toBeNull();
    expect(parseTypedDate('31/02/2026', uk)).toBeNull();
    expect(parseTypedDate('21/11', uk)).toBeNull();
  });

  it('reads the same text as month, day, year for a US owner', () => {
    expect(parseTypedDate('11/21/2026', datePatternOf('en-US'))).toBe('2026-11-21');
  });

  it('shows a date as the country writes it', () => {
    expect(formatCalendarDateIn('2026-11-21', 'en-GB')).toBe('21 Nov 2026');
    expect(formatCalendarDateIn('2026-11-21', 'en-US')).toBe('Nov 21, 2026');
  });
});
