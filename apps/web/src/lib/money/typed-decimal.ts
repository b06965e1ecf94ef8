// Amounts, quantities and rates as the owner types them (docs/decisions/0260-the-last-english-words-of-the-screens.md):
// a German, French, Spanish or Dutch owner writes '12,50', with '.' or a space grouping thousands
// ('1.234,50', '1 234,50'); a point stays a decimal point ('12.50'), as every owner typed before. What is read
// is the domain's plain decimal text ('1234.50'), so the cents and numbers sent to the server are unchanged.
import { useCallback } from 'react';
import { useBusinessLocale } from '../dates/business-locale';

/** The decimal mark of a locale: ',' in 'de-DE', '.' in 'en-GB' ('.' when Intl cannot say). */
export function decimalMarkOf(locale: string | undefined): string {
  try {
    const parts = new Intl.NumberFormat(locale).formatToParts(1.5);
    return parts.find((part) => part.type === 'decimal')?.value ?? '.';
  } catch {
    return '.';
  }
}

/** What was typed as the domain reads decimals: in a comma locale, a comma is the decimal mark and the
 * points and spaces before it group thousands ('1.234,50' -> '1234.50'); without a comma, as typed. In a
 * point locale, as typed (the domain refuses '1,234.50' as before). */
export function readTypedDecimal(text: string, mark: string): string {
  if (mark !== ',' || !text.includes(',')) return text;
  const [whole = '', ...rest] = text.trim().split(',');
  if (rest.length !== 1) return text;
  const grouping = /^-?\d{1,3}([.\s\u00a0\u202f]\d{3})+$/;
  const plain = /^-?\d*$/;
  if (!plain.test(whole) && !grouping.test(whole)) return text;
  return `${whole.replace(/[.\s\u00a0\u202f]/g, '')}.${rest[0]}`;
}

/** Reads what the owner types in the business's locale (the owner's language in the business's country). */
export function useReadTypedDecimal(): (text: string) => string {
  const mark = decimalMarkOf(useBusinessLocale());
  return useCallback((text: string) => readTypedDecimal(text, mark), [mark]);
}
