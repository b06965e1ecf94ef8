import { describe, expect, it } from 'vitest';
import { formatCalendarDateForCountry, localeOfCountry } from './country-dates';

describe('calendar dates in the business country’s order', () => {
  it('writes a date as a British, an American and a German business reads it', () => {
    expect(formatCalendarDateForCountry('2026-11-21', 'GB')).toBe('21 Nov 2026');
    expect(formatCalendarDateForCountry('2026-11-21', 'US')).toBe('Nov 21, 2026');
    expect(formatCalendarDateForCountry('2026-11-21', 'DE')).toBe('21 Nov 2026');
    expect(formatCalendarDateForCountry('2026-03-05', 'us')).toBe('Mar 5, 2026');
  });

  it('keeps the fixed day-month-year format without a country', () => {
    expect(formatCalendarDateForCountry('2026-11-21', undefined)).toBe('21 Nov 2026');
    expect(formatCalendarDateForCountry('2026-11-21', null)).toBe('21 Nov 2026');
    expect(formatCalendarDateForCountry('2026-11-21', '')).toBe('21 Nov 2026');
    expect(localeOfCountry(undefined)).toBeUndefined();
  });

  it('maps a country to English as used there', () => {
    expect(localeOfCountry('GB')).toBe('en-GB');
    expect(localeOfCountry('us')).toBe('en-US');
    expect(localeOfCountry('not a country')).toBeUndefined();
  });
});
