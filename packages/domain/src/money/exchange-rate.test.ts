import { describe, expect, it } from 'vitest';
import { exchangeRateField, rateMicroToText, toBusinessMinor, toRateMicro } from './exchange-rate';

describe('exchange rates', () => {
  it('reads a rate exactly, up to 6 decimals, above 0', () => {
    expect(toRateMicro('0.79')).toBe(790_000);
    expect(toRateMicro(1.234567)).toBe(1_234_567);
    expect(toRateMicro('0')).toBeUndefined();
    expect(toRateMicro('-1')).toBeUndefined();
    expect(toRateMicro('0.0000001')).toBeUndefined();
    expect(toRateMicro('abc')).toBeUndefined();
    expect(rateMicroToText(790_000)).toBe('0.79');
  });

  it('converts to a whole cent, half away from zero', () => {
    // $1,200.00 at 0.79 is £948.00; $0.50 at 0.79 is 39.5p, so 40p; a refund of it -40p.
    expect(toBusinessMinor(120_000, 790_000)).toBe(94_800);
    expect(toBusinessMinor(50, 790_000)).toBe(40);
    expect(toBusinessMinor(-50, 790_000)).toBe(-40);
    expect(toBusinessMinor(1234, null)).toBe(1234);
    // No precision lost on the largest document total at a large rate.
    expect(toBusinessMinor(99_999_999_999_999, 1_500_000)).toBe(149_999_999_999_999);
  });

  it('takes a blank rate as not sent and refuses one that is not above 0', () => {
    expect(exchangeRateField.parse('')).toBeUndefined();
    expect(exchangeRateField.parse(undefined)).toBeUndefined();
    expect(exchangeRateField.parse('1.25')).toBe(1_250_000);
    expect(exchangeRateField.safeParse('0').success).toBe(false);
    expect(exchangeRateField.safeParse(-2).success).toBe(false);
  });
});
