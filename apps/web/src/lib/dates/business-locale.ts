// The locale the business's dates and amounts are written in: the owner's language as used in the
// business's country ('en-GB' for a British business writing English, 'de-DE' for a German one writing
// German; ADR 0224, docs/decisions/0246-dates-in-the-business-locale-on-screens.md and 0239). English, the
// spec's 'us', keeps the domain's mapping that the server's PDFs and e-mails use too. Until the profile has
// loaded, the browser's own.
import { useCallback } from 'react';
import {
  formatCalendarDateInLocale,
  localeOfCountry as domainLocaleOfCountry,
} from '@tradebook/domain/documents/country-dates';
import { useProfile } from '../api/profile/get-profile';
import { catalogueLanguage } from '../i18n/languages';
import { useBusinessCountryCode } from '../phone-numbers';
import { datePatternOf, type DatePattern } from './calendar-dates';

export function localeOfCountry(countryCode: string | undefined): string | undefined {
  return domainLocaleOfCountry(countryCode) ?? globalThis.navigator?.language;
}

/** The locale of a language code of the account ('us', 'de'...) in a country: 'de' in 'AT' is 'de-AT'.
 * English keeps the domain's 'en-<country>' (undefined without a country); another language without a
 * country is the language alone. */
export function localeOfLanguage(language: string | null | undefined, countryCode: string | undefined) {
  const catalogue = catalogueLanguage(language);
  if (catalogue === 'en') return domainLocaleOfCountry(countryCode);
  if (!countryCode) return catalogue;
  try {
    return new Intl.Locale(catalogue, { region: countryCode.toUpperCase() }).toString();
  } catch {
    return catalogue;
  }
}

/** The owner's language in the business's country; English without a country: the browser's own. */
export function useBusinessLocale(): string | undefined {
  const language = useProfile().data?.language;
  return localeOfLanguage(language, useBusinessCountryCode()) ?? globalThis.navigator?.language;
}

export function useBusinessDatePattern(): DatePattern {
  return datePatternOf(useBusinessLocale());
}

/** Formats a calendar date ('2026-11-21') as the business's country reads it in the owner's language
 * ('Nov 21, 2026' in the United States, '21. Nov. 2026' in German in Germany); while an English-writing
 * business has no country, the fixed '21 Nov 2026' the PDF prints too. */
export function useFormatCalendarDate(): (date: string) => string {
  const locale = localeOfLanguage(useProfile().data?.language, useBusinessCountryCode());
  return useCallback((date: string) => formatCalendarDateInLocale(date, locale), [locale]);
}
