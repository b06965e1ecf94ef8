// What a client reads, in the client's language (docs/decisions/0389): the words come from the server's
// catalogues (catalogues.ts), numbers, money and dates from Intl for the language with the business's
// country ('de' and 'GB' -> 'de-GB'). English ('us') keeps the formats the product always printed: money
// as '£1,234.56' and dates in the order of the business's country (docs/decisions/0368).
import {
  formatCalendarDateForCountry,
  formatCalendarDateInLocale,
} from '@tradebook/domain/documents/country-dates';
import { formatMoneyInLocale, type MoneyCurrency } from '@tradebook/domain/money/locale-money';
import { catalogueLanguage, translatorFor } from './catalogues';

export interface DocumentWords {
  /** The client's language code as stored ('us', 'de', ...). */
  language: string;
  /** The Intl locale of numbers and dates; undefined for English, which keeps the fixed formats. */
  locale: string | undefined;
  /** A message of a namespace in the language. */
  t: (namespace: string, key: string, values?: Record<string, unknown>) => string;
  /** A label written in English by the letterhead or a kind ('Bank transfer'), in the language: the
   * `labels` catalogue, whose keys are the English words; itself when the catalogue lacks it. */
  label: (english: string) => string;
  /** A status word ('Overdue', docs/decisions/0366) in the language. */
  statusWord: (word: string) => string;
  money: (minor: number, currency: MoneyCurrency) => string;
  date: (isoDate: string) => string;
}

/** The Intl locale of a language and the business's country: 'de' and 'GB' -> 'de-GB'. */
export function localeOf(language: string, countryCode: string | undefined): string | undefined {
  const folder = catalogueLanguage(language);
  if (folder === 'en') return undefined;
  try {
    return new Intl.Locale(folder, countryCode ? { region: countryCode.toUpperCase() } : {}).toString();
  } catch {
    return folder;
  }
}

export function documentWords(language: string | null | undefined, countryCode?: string): DocumentWords {
  const code = language || 'us';
  const locale = localeOf(code, countryCode);
  const translators = new Map<string, ReturnType<typeof translatorFor>>();
  const t = (namespace: string, key: string, values: Record<string, unknown> = {}) => {
    let translate = translators.get(namespace);
    if (!translate) {
      translate = translatorFor(code, namespace);
      translators.set(namespace, translate);
    }
    return translate(key, values);
  };
  return {
    language: code,
    locale,
    t,
    label: (english) => (english ? t('labels', english, { defaultValue: english }) : english),
    statusWord: (word) => t('documents', `status.${word}`, { defaultValue: word }),
    money: (minor, currency) => formatMoneyInLocale(minor, currency, locale),
    date: (isoDate) =>
      locale
        ? formatCalendarDateInLocale(isoDate, locale)
        : formatCalendarDateForCountry(isoDate, countryCode),
  };
}
