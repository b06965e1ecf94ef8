// Every listed screen rendered in the pseudo-locale shows no text that did not come from a catalogue
// (docs/decisions/0241): a string left in the code shows as plain English and fails here.
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n/i18n';
import { mockApi } from './mock-api';
import {
  accentMessage,
  pseudoCatalogue,
  switchToPseudoLocale,
  textsNotFromCatalogues,
} from './pseudo-locale';
import type { PseudoScreen } from './pseudo-screen';
import { renderApp } from './render';

// Each area lists its screens in a file of ./pseudo-screens/ (exporting `screens`).
const PSEUDO_SCREENS = Object.values(
  import.meta.glob<PseudoScreen[]>('./pseudo-screens/*.tsx', { eager: true, import: 'screens' }),
).flat();

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the pseudo-locale', () => {
  it('accents and wraps each message, keeping placeholders, plurals and selects', () => {
    expect(pseudoCatalogue({ a: 'Save', b: { c: 'Use {currency}' } })).toEqual({
      a: '⟦Šàṽê⟧',
      b: { c: '⟦Ûšê {currency}⟧' },
    });
    expect(accentMessage('{count, plural, one {# day} other {# days}}')).toBe(
      '{count, plural, one {# đàý} other {# đàýš}}',
    );
  });

  it('finds plain text, attributes and labels left out of the catalogues, and spares the fixtures', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<p>⟦Ĥêļļô⟧ Alex</p><p>Untranslated</p><input placeholder="Search"><span data-user-data>Bob</span>';
    expect(textsNotFromCatalogues(root, ['Alex'])).toEqual(['Untranslated', 'Search']);
  });

  it('spares a message holding another one, and finds plain text beside it', () => {
    const root = document.createElement('div');
    root.innerHTML = '<iframe title="⟦⟦Îñṽôîçê⟧ INV-1 ÞĐƑ⟧"></iframe><p>⟦⟦Îñṽôîçê⟧ INV-1⟧ PDF</p>';
    expect(textsNotFromCatalogues(root, ['INV-1'])).toEqual(['⟦⟦Îñṽôîçê⟧ INV-1⟧ PDF']);
  });
});

describe.each(PSEUDO_SCREENS)('$name in the pseudo-locale', (entry) => {
  it('shows only text from the catalogues and the fixtures', async () => {
    mockApi(entry.api);
    await switchToPseudoLocale();
    const { baseElement } = renderApp(entry.element, { route: entry.route ?? '/', path: entry.path });
    await entry.loaded();
    expect(textsNotFromCatalogues(baseElement, entry.data)).toEqual([]);
  });
});
