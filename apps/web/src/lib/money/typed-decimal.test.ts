// Decimals as the owner types them (docs/decisions/0260-the-last-english-words-of-the-screens.md).
import { describe, expect, it } from 'vitest';
import { toMinor } from '@tradebook/domain/money/money';
import { decimalMarkOf, readTypedDecimal } from './typed-decimal';

describe('decimals as the owner types them', () => {
  it("finds the owner's decimal mark", () => {
    expect(decimalMarkOf('de-DE')).toBe(',');
    expect(decimalMarkOf('fr-GB')).toBe(',');
    expect(decimalMarkOf('es-ES')).toBe(',');
    expect(decimalMarkOf('nl-NL')).toBe(',');
    expect(decimalMarkOf('en-GB')).toBe('.');
  });

  it('reads a German 12,50 as 1250 cents, with or without thousands, and keeps the point working', () => {
    const german = (text: string) => toMinor(readTypedDecimal(text, decimalMarkOf('de-DE')));
    expect(german('12,50')).toBe(1250);
    expect(german('1.234,50')).toBe(123450);
    expect(german('12.50')).toBe(1250);
    expect(german('-0,05')).toBe(-5);
    expect(toMinor(readTypedDecimal('1 234,5', decimalMarkOf('fr-FR')))).toBe(123450);
  });

  it('leaves what is no number as typed, for the domain to refuse', () => {
    expect(readTypedDecimal('12,50,1', ',')).toBe('12,50,1');
    expect(readTypedDecimal('1.23,5', ',')).toBe('1.23,5');
    expect(toMinor(readTypedDecimal('12,505', ','))).toBeUndefined();
  });

  it('changes nothing for an English owner', () => {
    expect(readTypedDecimal('12,50', '.')).toBe('12,50');
    expect(toMinor(readTypedDecimal('12,50', '.'))).toBeUndefined();
    expect(readTypedDecimal('12.50', '.')).toBe('12.50');
  });
});
