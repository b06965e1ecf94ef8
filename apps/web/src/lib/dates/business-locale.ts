// The locale the business's dates and amounts are written in: English (the product's one language) as
// used in the business's country, 'en-GB' for a British business (ADR 0224). Until the profile has
// loaded, the browser's own.
import { useCallback } from 'react';
import { useBusinessCountryCode } from '../phone-numbers';
import { datePatternOf, formatCalendarDateIn, type DatePattern } from './calendar-dates';

export function localeOfCountry(countryCode: string | undefined): string | undefined {
  if (!countryCode) return globalThis.navigator?.language;
  try {
    return new Intl.Locale('en', { region: countryCode.toUpperCase() }).toString();
  } catch {
    return globalThis.navigator?.language;
  }
}

export function useBusinessLocale(): string | undefined {
  return localeOfCountry(useBusinessCountryCode());
}

export function useBusinessDatePattern(): DatePattern {
  return datePatternOf(useBusinessLocale());
}

/** Formats a calendar date ('2026-11-21') as the business's country reads it. */
export function useFormatCalendarDate(): (date: string) => string {
  const locale = useBusinessLocale();
  return useCallback((date: string) => formatCalendarDateIn(date, locale), [locale]);
}
