// The client's page speaks the client's language (docs/decisions/0242): the document's answer says which
// ('de'), and every word the page writes itself comes from the `client-page` catalogue of that language,
// without changing the language of the app around it (a signed-in owner opening a client's link keeps
// theirs). Before the answer arrives (or when a link opens nothing) the page uses the browser's language
// when there is a catalogue for it, else English.
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n';
import { catalogueLanguage } from '../../lib/i18n/languages';

const PageLanguage = createContext<string | undefined>(undefined);

function browserLanguage(): string {
  return catalogueLanguage(globalThis.navigator?.language?.slice(0, 2).toLowerCase());
}

export function PageLanguageProvider({ language, children }: { language: string; children: ReactNode }) {
  return <PageLanguage.Provider value={catalogueLanguage(language)}>{children}</PageLanguage.Provider>;
}

const english = i18n.getFixedT('en', 'client-page');

/** The page's words in its language: `t` of the `client-page` catalogue, and the language itself. Until
 * the language's catalogue has arrived the words are English: asking the language's `t` before then
 * would have the ICU formatter keep the English fallback as that language's message. */
export function usePageWords() {
  const lng = useContext(PageLanguage) ?? browserLanguage();
  const { t, ready } = useTranslation('client-page', { lng });
  return { t: ready ? t : english, lng };
}

/** A moment (ISO-8601 UTC) as the page's language writes it, in the browser's time zone. */
export function formatMomentIn(iso: string, lng: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(lng === 'en' ? 'en-GB' : lng, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(time);
}
