// Every screen's English catalogue on top of the sign-in screens' instance (ADR 0247, ADR 0256): loaded
// with the first screen written from them. Messages are ICU ('{count, plural, one {# day} other
// {# days}}'), one namespace per feature; any other language's catalogues are fetched the first time that
// language is chosen.
import { i18n, i18nReady, switchLanguage } from './i18n-core';

type Catalogue = Record<string, unknown>;

const english = import.meta.glob<Catalogue>('../../locales/en/*.json', { eager: true, import: 'default' });

const namespaces: string[] = [];
for (const [path, catalogue] of Object.entries(english)) {
  const namespace = (path.split('/').at(-1) as string).replace(/\.json$/, '');
  namespaces.push(namespace);
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, catalogue);
}

/** Resolves once every namespace of the current language is in; a later language loads them all too. */
export const cataloguesReady: Promise<unknown> = i18nReady.then(() => i18n.loadNamespaces(namespaces));

export { i18n, switchLanguage };
