// A country's name as a client of another language reads it (issue 28; docs/decisions/0394): the stored
// English name ('Germany') looked up for its ISO code and named by Intl.DisplayNames in the locale
// ('Deutschland' in 'de-GB'). English (no locale), a name we do not know, or a region Intl cannot name keep
// the stored text.
import { findCountry } from '../lookups/countries';

export function countryNameIn(name: string, locale: string | undefined): string {
  if (!locale || !name) return name;
  const code = findCountry(name)?.code;
  if (!code) return name;
  try {
    return (
      new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code.toUpperCase()) ?? name
    );
  } catch {
    return name;
  }
}
