// The server's catalogues (docs/decisions/0389): one folder per language a client's documents may be
// written in, each with every English message, and every message a valid ICU message.
import fs from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_LANGUAGES } from '@tradebook/domain/clients/clients.schemas';
import { SERVER_ROOT } from '../server-paths';
import { catalogueFolders, catalogueLanguage } from './catalogues';

const dir = path.join(SERVER_ROOT, 'src/locales');
const read = (language: string, namespace: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, language, `${namespace}.json`), 'utf8')) as Record<
    string,
    string
  >;
const namespaces = fs.readdirSync(path.join(dir, 'en')).map((file) => file.replace(/\.json$/, ''));

describe("the server's catalogues", () => {
  it("have a folder for each document language ('us' is English) and no other", () => {
    expect(DOCUMENT_LANGUAGES.map(catalogueLanguage).sort()).toEqual(catalogueFolders());
  });

  it('say every English message in every language, each a valid ICU message', () => {
    for (const language of catalogueFolders()) {
      for (const namespace of namespaces) {
        const catalogue = read(language, namespace);
        expect(Object.keys(catalogue).sort(), `${language}/${namespace}`).toEqual(
          Object.keys(read('en', namespace)).sort(),
        );
        for (const [key, message] of Object.entries(catalogue)) {
          expect(
            () => new IntlMessageFormat(message, language),
            `${language}/${namespace} ${key}`,
          ).not.toThrow();
        }
      }
    }
  });
});
