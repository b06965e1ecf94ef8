// The country's tax words in the screen's language (docs/decisions/0260-the-last-english-words-of-the-screens.md).
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, switchLanguage } from './i18n/i18n';
import { taxWordsOf } from './tax-words';

async function wordsIn(language: string) {
  await switchLanguage(language);
  await i18n.loadNamespaces('screen-words');
  return i18n.getFixedT(i18n.language, 'screen-words');
}

afterEach(async () => {
  await switchLanguage('us');
});

describe("the country's tax words", () => {
  it('keeps the English words for an English screen', async () => {
    const t = await wordsIn('us');
    expect(taxWordsOf('GB', t)).toEqual({
      salesTax: 'VAT',
      taxNumberLabel: 'VAT number',
      registrationHint:
        'Your Unique Taxpayer Reference (UTR) from HMRC; a limited company, its Companies House number.',
    });
    expect(taxWordsOf('SE', t)).toMatchObject({ salesTax: 'VAT', taxNumberLabel: 'VAT number' });
    expect(taxWordsOf('SG', t)).toMatchObject({ salesTax: 'GST', taxNumberLabel: 'GST number' });
    expect(taxWordsOf('BR', t)).toEqual({
      salesTax: undefined,
      taxNumberLabel: undefined,
      registrationHint: 'Your tax reference or company registration number, as your tax office writes it.',
    });
  });

  it("speaks a British business's words to its German, French, Spanish and Dutch owner", async () => {
    expect(taxWordsOf('GB', await wordsIn('de'))).toMatchObject({
      salesTax: 'MwSt.',
      taxNumberLabel: 'VAT-Nummer',
      registrationHint: expect.stringMatching(/^Ihre Unique Taxpayer Reference \(UTR\) von HMRC/),
    });
    expect(taxWordsOf('FR', await wordsIn('fr'))).toMatchObject({ salesTax: 'TVA' });
    expect(taxWordsOf('ES', await wordsIn('es'))).toMatchObject({
      salesTax: 'IVA',
      taxNumberLabel: 'Número de IVA',
    });
    expect(taxWordsOf('NL', await wordsIn('nl'))).toMatchObject({
      salesTax: 'btw',
      taxNumberLabel: 'Btw-nummer',
    });
  });
});
