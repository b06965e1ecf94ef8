// One i18next instance for the web app (ADR 0247): messages in ICU syntax (plurals such as
// '{count, plural, one {# day} other {# days}}'), one namespace per feature, English loaded with the app
// and every other language fetched the first time it is chosen.
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import { setCurrentI18n } from './current-i18n';
import { catalogueLanguage } from './languages';

type Catalogue = Record<string, unknown>;

const english = import.meta.glob<Catalogue>('../../locales/en/*.json', { eager: true, import: 'default' });
const others = import.meta.glob<Catalogue>(['../../locales/*/*.json', '!../../locales/en/*.json'], {
  import: 'default',
});

function namespaceOf(path: string): string {
  return (path.split('/').at(-1) as string).replace(/\.json$/, '');
}

const englishResources: Record<string, Catalogue> = {};
for (const [path, catalogue] of Object.entries(english)) englishResources[namespaceOf(path)] = catalogue;

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = others[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

export const i18n = i18next.createInstance();
setCurrentI18n(i18n);

void i18n
  .use(ICU)
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: englishResources },
    partialBundledLanguages: true,
    ns: Object.keys(englishResources),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });

// The page names its language (<html lang>), for screen readers, hyphenation and the browser's own
// translation offer: 'en' until the owner's language is known.
i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

/** Switches the screens to a language code of the account ('us', 'de', ...). */
export function switchLanguage(code: string | null | undefined): Promise<unknown> {
  const language = catalogueLanguage(code);
  if (i18n.language === language) return Promise.resolve();
  return i18n.changeLanguage(language);
}
