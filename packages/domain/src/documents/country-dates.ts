// Calendar dates as the business's country reads them (docs/decisions/0368-dates-in-the-business-locale.md):
// English, the product's one language, as used in the business's country ('en-GB', 'en-US'), through Intl,
// so no country table is kept. Without a country, the fixed '21 Nov 2026' that any reader can read.
import { formatCalendarDate } from './dates';

/** 'GB' -> 'en-GB'; undefined when there is no country or Intl does not know the code. */
export function localeOfCountry(countryCode: string | null | undefined): string | undefined {
  if (!countryCode) return undefined;
  try {
    return new Intl.Locale('en', { region: countryCode.toUpperCase() }).toString();
  } catch {
    return undefined;
  }
}

/** '2026-11-21' as people of the locale read it: '21 Nov 2026' (en-GB), 'Nov 21, 2026' (en-US); the
 * fixed format without a locale, and the text itself when it is not a date. */
export function formatCalendarDateInLocale(date: string, locale: string | undefined): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time)) return date;
  if (!locale) return formatCalendarDate(date);
  try {
    return new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(time);
  } catch {
    return formatCalendarDate(date);
  }
}

/** '2026-11-21' for a business of that country ('US' -> 'Nov 21, 2026'); no country -> '21 Nov 2026'. */
export function formatCalendarDateForCountry(date: string, countryCode: string | null | undefined): string {
  return formatCalendarDateInLocale(date, localeOfCountry(countryCode));
}
