// Dates of the owner's screens in the owner's language (docs/decisions/0258).
import { describe, expect, it } from 'vitest';
import { formatOwnerDate, formatOwnerMoment, formatOwnerMonth } from './owner-locale';

describe("dates in the owner's language", () => {
  it('writes a calendar date as the language does, and leaves it as it was for English', () => {
    expect(formatOwnerDate('2026-10-01', 'de-GB')).toBe('1. Okt. 2026');
    expect(formatOwnerDate('2026-12-31', 'fr-GB')).toBe('31 déc. 2026');
    expect(formatOwnerDate('2026-10-01', undefined)).toBe('2026-10-01');
  });

  it("writes a moment in the owner's language, British English without one", () => {
    expect(formatOwnerMoment('2026-11-28T10:02:00Z', 'de-GB')).toMatch(/^28\. Nov\. 2026, \d\d:02$/);
    expect(formatOwnerMoment('2026-11-28T10:02:00Z', undefined)).toMatch(/^28 Nov 2026, \d\d:02$/);
  });

  it("names a report's month in the owner's language, and leaves it as the API gave it for English", () => {
    expect(formatOwnerMonth('2026-04', 'de-GB')).toBe('Apr. 2026');
    expect(formatOwnerMonth('2026-04', 'fr-FR')).toBe('avr. 2026');
    expect(formatOwnerMonth('2026-04', 'es-ES')).toBe('abr 2026');
    expect(formatOwnerMonth('2026-12', 'nl-NL')).toBe('dec 2026');
    expect(formatOwnerMonth('2026-04', undefined)).toBe('2026-04');
    expect(formatOwnerMonth('not a month', 'de-DE')).toBe('not a month');
  });
});
