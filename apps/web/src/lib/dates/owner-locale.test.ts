// Dates of the owner's screens in the owner's language (docs/decisions/0258).
import { describe, expect, it } from 'vitest';
import { formatOwnerDate, formatOwnerMoment } from './owner-locale';

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
});
