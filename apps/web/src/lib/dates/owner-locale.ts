// The owner's screens in the owner's language (docs/decisions/0258-owner-formats-in-the-owners-language.md):
// an owner reading German, French, Spanish or Dutch reads numbers, money and dates as that language writes
// them, with the business's country as the region ('de-GB': '1.234,56 £', '1. Okt. 2026'). An English
// owner keeps the business country's formats as they were (ADR 0368): for them there is no owner locale.
import { useCallback } from 'react';
import { formatCalendarDateInLocale } from '@tradebook/domain/documents/country-dates';
import { useProfile } from '../api/profile/get-profile';
import { formatMomentIn } from '../format-time';
import { catalogueLanguage } from '../i18n/languages';
import { useBusinessCountryCode } from '../phone-numbers';
import { localeOfLanguage } from './business-locale';

/** The owner's language in the business's country ('de-GB'); undefined for English, whose formats stay
 * the business country's. */
export function ownerLocaleOf(language: string | null | undefined, countryCode: string | undefined) {
  if (catalogueLanguage(language) === 'en') return undefined;
  return localeOfLanguage(language, countryCode);
}

export function useOwnerLocale(): string | undefined {
  return ownerLocaleOf(useProfile().data?.language, useBusinessCountryCode());
}

/** A calendar date ('2026-10-01') in the owner's language ('1. Okt. 2026' in German); for an English
 * owner, as the screen showed it before. */
export function formatOwnerDate(date: string, locale: string | undefined): string {
  return locale ? formatCalendarDateInLocale(date, locale) : date;
}

/** A moment (ISO-8601 UTC) in the owner's language and the browser's time zone: '28.11.2026, 10:02'. */
export function formatOwnerMoment(iso: string, locale: string | undefined): string {
  return formatMomentIn(iso, locale);
}

/** A month of a report ('2026-04') in the owner's language, its short name and year ('Apr. 2026' in
 * German); for an English owner, as the API gives it (docs/decisions/0260-the-last-english-words-of-the-screens.md). */
export function formatOwnerMonth(month: string, locale: string | undefined): string {
  const found = /^(\d{4})-(\d{2})$/.exec(month);
  if (!locale || !found) return month;
  try {
    return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      Date.UTC(Number(found[1]), Number(found[2]) - 1, 1),
    );
  } catch {
    return month;
  }
}

export function useFormatOwnerMonth(): (month: string) => string {
  const locale = useOwnerLocale();
  return useCallback((month: string) => formatOwnerMonth(month, locale), [locale]);
}

export function useFormatOwnerDate(): (date: string) => string {
  const locale = useOwnerLocale();
  return useCallback((date: string) => formatOwnerDate(date, locale), [locale]);
}

export function useFormatOwnerMoment(): (iso: string) => string {
  const locale = useOwnerLocale();
  return useCallback((iso: string) => formatOwnerMoment(iso, locale), [locale]);
}
