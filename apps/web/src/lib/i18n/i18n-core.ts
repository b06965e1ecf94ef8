// The one i18next instance of the web app (ADR 0247), as the sign-in screens need it (ADR 0256): ICU
// messages (compiled at build time: ./compiled-icu.ts), the English `auth` and `errors` catalogues bundled, every other catalogue fetched when a screen
// asks for it. The screens' English catalogues come with ./i18n.ts, which the signed-in screens load; the
// sign-in screens stay within their script budget (ADR 0203) without them.
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import auth from '../../locales/en/auth.json';
import errors from '../../locales/en/errors.json';
import { CompiledICU } from './compiled-icu';
import { setCurrentI18n } from './current-i18n';
import { catalogueLanguage } from './languages';
import { visitorLanguage } from './visitor-language';

type Catalogue = Record<string, unknown>;

// Every catalogue, fetched when first asked for. ./i18n.ts adds all the English ones at once; a shared
// component's English catalogue on a public screen (the offline banner's) is fetched on its own.
const others = import.meta.glob<Catalogue>('../../locales/*/*.json', { import: 'default' });

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

// The page names its language (<html lang>), for screen readers, hyphenation and the browser's own
// translation offer.
i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

/** Resolves once the first language's bundled and fetched catalogues are in. */
export const i18nReady: Promise<unknown> = i18n
  .use(CompiledICU)
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    // The device's language until the owner's is known: the last one chosen here, else the browser's.
    lng: visitorLanguage(),
    fallbackLng: 'en',
    resources: { en: { auth, errors } },
    partialBundledLanguages: true,
    ns: ['auth', 'errors'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });

/** Switches the screens to a language code of the account ('us', 'de', ...). */
export function switchLanguage(code: string | null | undefined): Promise<unknown> {
  const language = catalogueLanguage(code);
  if (i18n.language === language) return Promise.resolve();
  return i18n.changeLanguage(language);
}
