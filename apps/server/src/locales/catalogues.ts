// The server's message catalogues (docs/decisions/0389): JSON files under src/locales/<language>/<namespace>.json,
// one folder per language, so a new language is a folder of translation files, not code. They are read
// once, when this module is first loaded (at start), into one i18next instance with the ICU message format
// (i18next-icu), so plurals are written in the catalogue: '{days, plural, one {# Tag} other {# Tage}}'.
// Keys are flat ('pdf.title.invoice'); English is the fallback of any key another language lacks. The
// spec's language code 'us' is English (the `en` folder).
import fs from 'node:fs';
import path from 'node:path';
import i18next, { type TFunction } from 'i18next';
import ICU from 'i18next-icu';
import { SERVER_ROOT } from '../server-paths';

/** src/locales, whether the server runs from its sources or from the build (server-paths.ts). */
const LOCALES_DIR = path.join(SERVER_ROOT, 'src/locales');

type Catalogue = Record<string, string>;

function readCatalogues(): Record<string, Record<string, Catalogue>> {
  const resources: Record<string, Record<string, Catalogue>> = {};
  for (const entry of fs.readdirSync(LOCALES_DIR, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = path.join(LOCALES_DIR, entry.name);
    const namespaces: Record<string, Catalogue> = {};
    for (const file of fs.readdirSync(folder)) {
      if (!file.endsWith('.json')) continue;
      namespaces[file.slice(0, -'.json'.length)] = JSON.parse(
        fs.readFileSync(path.join(folder, file), 'utf8'),
      ) as Catalogue;
    }
    resources[entry.name] = namespaces;
  }
  return resources;
}

const resources = readCatalogues();

const instance = i18next.createInstance();
void instance.use(ICU).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  ns: Object.keys(resources.en ?? {}),
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** The catalogue folders: the languages the server writes in ('de', 'en', ...). */
export function catalogueFolders(): string[] {
  return Object.keys(resources).sort();
}

/** The folder of a language code: the spec's 'us' is English; a code without a folder reads English. */
export function catalogueLanguage(code: string | null | undefined): string {
  if (!code || code === 'us') return 'en';
  return code in resources ? code : 'en';
}

/** The messages of one namespace in one language code ('us', 'de', ...). */
export function translatorFor(code: string | null | undefined, namespace: string): TFunction {
  return instance.getFixedT(catalogueLanguage(code), namespace);
}
