import { describe, expect, it } from 'vitest';
import de from '../../locales/de/screen-words.json';
import en from '../../locales/en/screen-words.json';
import es from '../../locales/es/screen-words.json';
import fr from '../../locales/fr/screen-words.json';
import nl from '../../locales/nl/screen-words.json';
import { datePatternOf, datePlaceholderOf, formatCalendarDateIn, parseTypedDate } from './calendar-dates';
import { localeOfCountry, localeOfLanguage } from './business-locale';

describe('calendar dates in the business country’s order', () => {
  it('finds the order of a British, an American and a Swedish business', () => {
    expect(datePatternOf(localeOfCountry('GB'))).toMatchObject({ order: 'DMY', valueFormat: 'DD/MM/YYYY' });
    expect(datePatternOf(localeOfCountry('US'))).toMatchObject({ order: 'MDY', valueFormat: 'MM/DD/YYYY' });
    expect(datePatternOf(localeOfCountry('SE')).order).toBe('YMD');
  });

  it('reads what a UK owner types as day, month, year', () => {
    const uk = datePatternOf('en-GB');
    expect(parseTypedDate('21/11/2026', uk)).toBe('2026-11-21');
    expect(parseTypedDate('3.4.26', uk)).toBe('2026-04-03');
    expect(parseTypedDate('2026-11-21', uk)).toBe('2026-11-21');
    expect(parseTypedDate('11/21/2026', uk)).toBeNull();
    expect(parseTypedDate('31/02/2026', uk)).toBeNull();
    expect(parseTypedDate('21/11', uk)).toBeNull();
  });

  it('reads the same text as month, day, year for a US owner', () => {
    expect(parseTypedDate('11/21/2026', datePatternOf('en-US'))).toBe('2026-11-21');
  });

  it('shows a date as the country writes it', () => {
    expect(formatCalendarDateIn('2026-11-21', 'en-GB')).toBe('21 Nov 2026');
    expect(formatCalendarDateIn('2026-11-21', 'en-US')).toBe('Nov 21, 2026');
  });

  it("hints the pattern in the owner's language, in the order and with the separator the box reads", () => {
    const hint = (language: string, country: string, words: typeof en) =>
      datePlaceholderOf(datePatternOf(localeOfLanguage(language, country)), words.date_letters);
    expect(hint('us', 'GB', en)).toBe('dd/mm/yyyy');
    expect(hint('us', 'US', en)).toBe('mm/dd/yyyy');
    expect(hint('de', 'DE', de)).toBe('TT.MM.JJJJ');
    expect(hint('de', 'GB', de)).toBe('TT.MM.JJJJ');
    expect(hint('fr', 'FR', fr)).toBe('jj/mm/aaaa');
    expect(hint('es', 'ES', es)).toBe('dd/mm/aaaa');
    expect(hint('nl', 'NL', nl)).toBe('dd-mm-jjjj');
    expect(parseTypedDate('21-11-2026', datePatternOf(localeOfLanguage('nl', 'NL')))).toBe('2026-11-21');
  });
});
