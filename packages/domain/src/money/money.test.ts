import { describe, expect, it } from 'vitest';
import { formatMoney, fromMinor, minorToText, parseScaled, toMinor } from './money';
import { divideRounded } from './rounding';

describe('toMinor', () => {
  it('reads decimal text and numbers into whole cents without float error', () => {
    expect(toMinor('19.99')).toBe(1999);
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor(0.1)).toBe(10);
    expect(toMinor('12')).toBe(1200);
    expect(toMinor('.5')).toBe(50);
    expect(toMinor('-3.07')).toBe(-307);
  });

  it('refuses more than two decimals and text that is not a number', () => {
    expect(toMinor('1.999')).toBeUndefined();
    expect(toMinor('abc')).toBeUndefined();
    expect(toMinor('')).toBeUndefined();
    expect(toMinor(Number.NaN)).toBeUndefined();
    expect(toMinor('1e5')).toBeUndefined();
  });
});

describe('parseScaled', () => {
  it('scales quantities and rates to thousandths', () => {
    expect(parseScaled('1.5', 3)).toBe(1500);
    expect(parseScaled('7.125', 3)).toBe(7125);
    expect(parseScaled('7.1255', 3)).toBeUndefined();
  });
});

describe('fromMinor and formatting', () => {
  it('answers amounts as numbers with at most two decimals', () => {
    expect(fromMinor(8258)).toBe(82.58);
    expect(fromMinor(-5)).toBe(-0.05);
    expect(minorToText(700)).toBe('7.00');
  });

  it('formats with the currency symbol and thousands separators', () => {
    expect(formatMoney(123456, '£')).toBe('£1,234.56');
    expect(formatMoney(-99, '€')).toBe('-€0.99');
    expect(formatMoney(100000000, '₹')).toBe('₹1,000,000.00');
  });
});

describe('divideRounded', () => {
  it('rounds half away from zero', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(4n, 3n)).toBe(1n);
    expect(divideRounded(-4n, 3n)).toBe(-1n);
  });
});
