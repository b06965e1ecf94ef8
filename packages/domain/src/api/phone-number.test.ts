import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, PHONE_MESSAGES, readPhoneNumber } from './phone-number';

describe('readPhoneNumber', () => {
  it.each([
    ['020 7946 0958', 'GB', '+442079460958'],
    ['(020) 7946-0958', 'GB', '+442079460958'],
    ['020.7946.0958', 'GB', '+442079460958'],
    ['+1 (415) 555-2671', 'GB', '+14155552671'],
    ['030 1234567', 'DE', '+49301234567'],
    ['  07123 456789 ', 'GB', '+447123456789'],
    // Ofcom's numbers for drama and examples: of a possible length, though in no allocated range.
    ['01632 960123', 'GB', '+441632960123'],
    ['07700 900123', 'GB', '+447700900123'],
  ])('reads %s for a business in %s as %s', (typed, country, stored) => {
    expect(readPhoneNumber(typed, country)).toEqual({ ok: true, value: stored });
  });

  it('keeps digits alone that it cannot read, as the spec allows numeric phones', () => {
    expect(readPhoneNumber('12345', 'GB')).toEqual({ ok: true, value: '12345' });
    expect(readPhoneNumber('07123456789', undefined)).toEqual({ ok: true, value: '07123456789' });
  });

  it('refuses a number typed with formatting that has no valid reading', () => {
    for (const typed of ['123 45', '(0) 12-34', '+44 12']) {
      expect(readPhoneNumber(typed, 'GB')).toEqual({ ok: false, message: PHONE_MESSAGES.invalid });
    }
  });

  it('leaves an empty box empty, and ignores a country code that is not one', () => {
    expect(readPhoneNumber('   ', 'GB')).toEqual({ ok: true, value: '' });
    expect(readPhoneNumber('020 7946 0958', 'gb-x')).toEqual({ ok: false, message: PHONE_MESSAGES.invalid });
  });
});

describe('formatPhoneNumber', () => {
  it('shows an E.164 number in its international form and anything else as stored', () => {
    expect(formatPhoneNumber('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhoneNumber('12345')).toBe('12345');
  });
});
