// Moments in the screen's language (docs/decisions/0260-the-last-english-words-of-the-screens.md).
import { describe, expect, it } from 'vitest';
import { formatMoment } from './format-time';

describe('a moment in the screen’s language', () => {
  it('writes British English for English and the account’s code for it', () => {
    expect(formatMoment('2026-11-28T10:02:00Z', 'en')).toMatch(/^28 Nov 2026, \d\d:02$/);
    expect(formatMoment('2026-11-28T10:02:00Z', 'us')).toMatch(/^28 Nov 2026, \d\d:02$/);
  });

  it('writes German, French, Spanish and Dutch as each language does', () => {
    expect(formatMoment('2026-11-28T10:02:00Z', 'de')).toMatch(/^28\. Nov\. 2026, \d\d:02$/);
    expect(formatMoment('2026-11-28T10:02:00Z', 'fr')).toMatch(/^28 nov\. 2026, \d\d:02$/);
    expect(formatMoment('2026-11-28T10:02:00Z', 'es')).toMatch(/^28 nov 2026, \d\d:02$/);
    expect(formatMoment('2026-11-28T10:02:00Z', 'nl')).toMatch(/^28 nov 2026, \d\d:02$/);
  });

  it('leaves a text that is no moment as it came', () => {
    expect(formatMoment('soon', 'de')).toBe('soon');
  });
});
