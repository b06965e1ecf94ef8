import { describe, expect, it } from 'vitest';
import { addressLines, formatPostcode } from './postal-address';

describe('formatPostcode', () => {
  it('prints a UK postcode in capitals with the space before the last three characters', () => {
    expect(formatPostcode('b14 7xy', 'GB')).toBe('B14 7XY');
    expect(formatPostcode('sw1a1aa', 'GB')).toBe('SW1A 1AA');
    expect(formatPostcode(' YO1  7HH ', 'GB')).toBe('YO1 7HH');
    expect(formatPostcode('10115', 'DE')).toBe('10115');
    expect(formatPostcode('k1a 0b1', 'CA')).toBe('K1A 0B1');
  });
});

describe('addressLines', () => {
  it('prints the whole address, the town included', () => {
    const address = {
      street1: '1 High Street',
      street2: '',
      city: 'Birmingham',
      state: 'West Midlands',
      postcode: 'b14 7xy',
      country: 'United Kingdom',
    };
    expect(addressLines(address, 'GB')).toEqual([
      '1 High Street',
      'Birmingham',
      'West Midlands',
      'B14 7XY',
      'United Kingdom',
    ]);
    expect(
      addressLines({ ...address, city: 'Berlin', state: '', postcode: '10115', country: 'Germany' }, 'DE'),
    ).toEqual(['1 High Street', 'Berlin 10115', 'Germany']);
  });
});
