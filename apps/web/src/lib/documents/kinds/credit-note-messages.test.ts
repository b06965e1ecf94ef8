// The credit note's messages with a case's figures in the screen's language
// (docs/decisions/0260-the-last-english-words-of-the-screens.md).
import { afterEach, describe, expect, it } from 'vitest';
import { CREDIT_NOTE_MESSAGES } from '@tradebook/domain/credit-notes/credit-note-messages';
import { i18n, switchLanguage } from '../../i18n/i18n';
import { creditMessage } from './credit-note-kind';

async function inLanguage(language: string) {
  await switchLanguage(language);
  await i18n.loadNamespaces(['screen-words', 'kinds']);
}

afterEach(async () => {
  await switchLanguage('us');
});

describe("the credit note's messages with figures", () => {
  it('stays as the domain wrote it in English', async () => {
    await inLanguage('us');
    const line = CREDIT_NOTE_MESSAGES.lineOverLeft('Oak "board"', '12.50');
    expect(creditMessage(line)).toBe(line);
    const invoice = CREDIT_NOTE_MESSAGES.overInvoice('1200.00');
    expect(creditMessage(invoice)).toBe(invoice);
  });

  it('is written in German with its name and amount', async () => {
    await inLanguage('de');
    expect(creditMessage(CREDIT_NOTE_MESSAGES.lineOverLeft('Eichenbrett', '1234.50'))).toBe(
      'Auf „Eichenbrett“ können nur noch 1.234,50 gutgeschrieben werden.',
    );
    expect(creditMessage(CREDIT_NOTE_MESSAGES.overInvoice('12.00'))).toBe(
      'Eine Gutschrift kann nicht höher sein als der noch gutzuschreibende Betrag der Rechnung (12,00).',
    );
    expect(creditMessage(CREDIT_NOTE_MESSAGES.noLines)).not.toBe(CREDIT_NOTE_MESSAGES.noLines);
  });

  it('is written in French', async () => {
    await inLanguage('fr');
    expect(creditMessage(CREDIT_NOTE_MESSAGES.overInvoice('0.00'))).toBe(
      'Un avoir ne peut pas dépasser ce qui reste à créditer sur la facture (0,00).',
    );
  });
});
