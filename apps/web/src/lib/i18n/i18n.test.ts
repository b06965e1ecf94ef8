import { afterEach, describe, expect, it } from 'vitest';
import { i18n, switchLanguage } from './i18n';
import { availableLanguages, catalogueLanguage } from './languages';

afterEach(async () => {
  await switchLanguage('us');
});

describe('the catalogues', () => {
  it('offers the five languages, with the spec code us as English', () => {
    expect(availableLanguages()).toEqual(['de', 'en', 'es', 'fr', 'nl']);
    expect(catalogueLanguage('us')).toBe('en');
    expect(catalogueLanguage('xx')).toBe('en');
  });

  it('writes plurals by ICU rules', () => {
    expect(i18n.t('days', { count: 1 })).toBe('1 day');
    expect(i18n.t('days', { count: 2 })).toBe('2 days');
  });

  it('loads German the first time it is chosen', async () => {
    await switchLanguage('de');
    expect(i18n.t('actions.save')).toBe('Speichern');
    expect(i18n.t('days', { count: 2 })).toBe('2 Tage');
  });
});
