// The locale the business's dates and amounts are written in: English (the product's one language) as
// used in the business's country, 'en-GB' for a British business (ADR 0224), mapped by the domain as the
// server's PDFs and e-mails map it (docs/decisions/0246-dates-in-the-business-locale-on-screens.md). Until
// the profile has loaded, the browser's own.
import { useCallback } from 'react';
import {
  formatCalendarDateForCountry,
  localeOfCountry as domainLocaleOfCountry,
} from '@tradebook/domain/documents/country-dates';
import { useBusinessCountryCode } from '../phone-numbers';
import { datePatternOf, type DatePattern } from './calendar-dates';

export function localeOfCountry(countryCode: string | undefined): string | undefined {
  return domainLocaleOfCountry(countryCode) ?? globalThis.navigator?.language;
}

export function useBusinessLocale(): string | undefined {
  return localeOfCountry(useBusinessCountryCode());
}

export function useBusinessDatePattern(): DatePattern {
  return datePatternOf(useBusinessLocale());
}

/** Formats a calendar date ('2026-11-21') as the business's country reads it ('Nov 21, 2026' in the
 * United States); while the business has no country, the fixed '21 Nov 2026' the PDF prints too. */
export function useFormatCalendarDate(): (date: string) => string {
  const countryCode = useBusinessCountryCode();
  return useCallback((date: string) => formatCalendarDateForCountry(date, countryCode), [countryCode]);
}
