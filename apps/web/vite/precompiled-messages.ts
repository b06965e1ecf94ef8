// Catalogue messages compiled at build time (docs/decisions/0256-sign-in-screens-in-the-visitors-language.md):
// each ICU message of src/locales/<language>/<namespace>.json becomes the syntax tree intl-messageformat
// formats, so the production app ships intl-messageformat without the ICU parser
// (@formatjs/icu-messageformat-parser's no-parser build, the formatjs way). A message that is plain text
// (no '{', '}', '<', '#' or apostrophe) stays a string: the app shows it as it is. Development and tests
// read the JSON as written and parse at run time.
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]src[\\/]locales[\\/]([^\\/]+)[\\/][^\\/]+\.json$/;
/** What marks a message as more than plain text; lib/i18n/compiled-icu.ts uses the same test. */
const ICU_SYNTAX = /[{}'<#]/;

function compile(value: unknown, locale: Intl.Locale): unknown {
  if (typeof value === 'string') {
    return ICU_SYNTAX.test(value) ? parse(value, { ignoreTag: true, locale }) : value;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, compile(inner, locale)]));
  }
  return value;
}

export function precompiledMessages(): Plugin {
  return {
    name: 'tradebook:precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== '@formatjs/icu-messageformat-parser' || !importer?.includes('intl-messageformat')) {
        return null;
      }
      return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, options);
    },
    transform(code, id) {
      const match = CATALOGUE.exec(id);
      if (!match) return null;
      const locale = new Intl.Locale(match[1] as string);
      return { code: JSON.stringify(compile(JSON.parse(code), locale)), map: null };
    },
  };
}
