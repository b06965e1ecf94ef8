// The languages the product is written in: one folder of catalogues each under src/locales (ADR 0247),
// so a new language is a folder of translation files, not code. The account's and the client's language
// codes are the spec's ('us' is English); everything else names a catalogue folder.

const catalogueFolders = Object.keys(import.meta.glob('../../locales/*/common.json')).map(
  (path) => path.split('/').at(-2) as string,
);

/** The catalogue folder for a language code: the spec's 'us' is English. */
export function catalogueLanguage(code: string | null | undefined): string {
  if (!code || code === 'us') return 'en';
  return catalogueFolders.includes(code) ? code : 'en';
}

/** Every language with a catalogue. */
export function availableLanguages(): string[] {
  return [...catalogueFolders].sort();
}
