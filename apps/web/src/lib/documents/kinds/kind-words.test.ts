// The kinds' words follow the screen's language where they are read (docs/decisions/0254): a
// description's getters and its status words by code.
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import type { InvoiceListRow } from '@tradebook/domain/invoices/invoice.schemas';
import { statusWordCode, statusWordInSentence, statusWordText } from '../status-word';
import { CREDIT_NOTE_KIND, SETTLEMENT_LABELS } from './credit-note-kind';
import { INVOICE_FORM } from './invoice-form';
import { INVOICE_KIND } from './invoice-kind';
import { QUOTATION_KIND } from './quotation-kind';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe("the kinds' words", () => {
  it('are read again in the language chosen since the description was made', async () => {
    expect(INVOICE_KIND.noun).toBe('invoice');
    await i18n.changeLanguage('de');
    expect(INVOICE_KIND.noun).toBe('Rechnung');
    expect(QUOTATION_KIND.plural).toBe('Angebote');
    expect(CREDIT_NOTE_KIND.noun).toBe('Gutschrift');
    expect(INVOICE_FORM.labels.number).toBe('Rechnungsnummer');
    expect(INVOICE_KIND.statusOptions.map((option) => option.label).slice(0, 3)).toEqual([
      'Alle',
      'Unbezahlt',
      'Unbezahlt und überfällig',
    ]);
    expect(QUOTATION_KIND.confirmations?.delete.question('QUO-000001')).toBe(
      'Möchten Sie QUO-000001 löschen?',
    );
    expect(SETTLEMENT_LABELS.refunded).toBe('Erstattet');
    await i18n.changeLanguage('fr');
    expect(INVOICE_KIND.noun).toBe('facture');
    expect(INVOICE_KIND.confirmations?.void.title).toBe('Annuler la facture');
  });

  it("say the server's status word by its code, and find the code again", async () => {
    const paid = { status_word: 'Paid' } as InvoiceListRow;
    await i18n.changeLanguage('es');
    expect(INVOICE_KIND.statusWordOf(paid)).toBe('Pagado');
    expect(statusWordText('Part-paid')).toBe('Pagado en parte');
    expect(statusWordCode('Pagado en parte')).toBe('Part-paid');
    expect(statusWordInSentence('Approved')).toBe('aprobado');
    // A word the catalogue does not know shows as it came.
    expect(statusWordText('Disputed')).toBe('Disputed');
  });
});
