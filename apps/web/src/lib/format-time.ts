// A moment (ISO-8601 UTC from the API) as people read it, in the browser's own time zone and the
// screen's language (docs/decisions/0260-the-last-english-words-of-the-screens.md): '28 Nov 2026, 10:02'
// in English, '28. Nov. 2026, 10:02' in German. The screen's language rather than the owner's profile:
// the top bar's bell loads no profile, and a screen changing language re-renders its moments.
import { currentI18n } from './i18n/current-i18n';
import { catalogueLanguage } from './i18n/languages';

/** The locale moments are written in for a screen's language: British English for English (as before). */
export function momentLocaleOf(language: string | undefined): string | undefined {
  const catalogue = catalogueLanguage(language);
  return catalogue === 'en' ? undefined : catalogue;
}

/** A moment in a locale ('de-GB'); British English without one. */
export function formatMomentIn(iso: string, locale: string | undefined): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  try {
    return new Intl.DateTimeFormat(locale ?? 'en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(time);
  } catch {
    return iso;
  }
}

export function formatMoment(iso: string, language = currentI18n()?.language): string {
  return formatMomentIn(iso, momentLocaleOf(language));
}
