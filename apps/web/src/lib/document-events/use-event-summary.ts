// One line about a document's event in the screens' language (`shared:events.<type>`), from the event's
// facts rather than the API's English `summary`, which stays for a type the catalogue does not know. Used
// by the top bar's bell and the document's history (docs/decisions/0260-the-last-english-words-of-the-screens.md).
// An amount is written as the API's summary writes it ('£30.00') in English and as the screen's language
// writes amounts in the others ('30,00 £'): the top bar's bell loads no profile.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentEvent } from '@tradebook/domain/document-events/document-event.schemas';
import { formatMoney, toMinor } from '@tradebook/domain/money/money';
import { catalogueLanguage } from '../i18n/languages';
import { formatMoneyIn } from '../money/business-money';

/** An event's amount in a screen's language: English keeps the API's '£30.00'. */
export function eventAmountText(amount: number, symbol: string, language: string | undefined): string {
  const minor = toMinor(amount) ?? 0;
  const catalogue = catalogueLanguage(language);
  return catalogue === 'en' ? formatMoney(minor, symbol) : formatMoneyIn(minor, symbol, catalogue);
}

export function useEventSummary(): (event: DocumentEvent) => string {
  const { t, i18n } = useTranslation('shared');
  return useCallback(
    (event: DocumentEvent) => {
      const key = `events.${event.type}`;
      if (!i18n.exists(`shared:${key}`)) return event.summary;
      return t(key, {
        count: event.count,
        name: event.name,
        to: event.to,
        note: event.note,
        amount:
          event.amount === null ? '' : eventAmountText(event.amount, event.currency_symbol, i18n.language),
        has_name: event.name ? 'yes' : 'no',
        has_to: event.to ? 'yes' : 'no',
        has_amount: event.amount === null ? 'no' : 'yes',
        has_note: event.note ? 'yes' : 'no',
      });
    },
    [t, i18n],
  );
}
