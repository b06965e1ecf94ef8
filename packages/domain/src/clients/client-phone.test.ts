import { describe, expect, it } from 'vitest';
import { readClientPhoneNumber } from './client-phone';

describe("a client's phone read against the client's country", () => {
  it('stores a British number in E.164', () => {
    expect(readClientPhoneNumber('020 7946 0958', 'GB', 'United Kingdom')).toEqual({
      ok: true,
      value: '+442079460958',
    });
  });

  it("says why '12345' is no British number", () => {
    expect(readClientPhoneNumber('12345', 'GB', 'United Kingdom')).toEqual({
      ok: false,
      message:
        'Too short for a phone number in United Kingdom. Check the digits, or start with + and the country code.',
    });
    expect(readClientPhoneNumber('0207946095812345', 'GB', 'United Kingdom')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Too long for a phone number in United Kingdom\./),
    });
  });

  it('reads a number with its country code whatever the client’s country, and an empty box as none', () => {
    expect(readClientPhoneNumber('+33 1 42 68 53 00', 'GB')).toEqual({ ok: true, value: '+33142685300' });
    expect(readClientPhoneNumber('', 'GB')).toEqual({ ok: true, value: '' });
  });

  it('keeps bare digits as typed while the client has no country', () => {
    expect(readClientPhoneNumber('12345', undefined)).toEqual({ ok: true, value: '12345' });
  });
});
