// One line about a document's event in the screens' language (`shared:events.<type>`), from the event's
// facts rather than the API's English `summary`, which stays for a type the catalogue does not know.
// An amount is written as the API's summary writes it ('£30.00'): the top bar's bell loads no profile.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentEvent } from '@tradebook/domain/document-events/document-event.schemas';
import { formatMoney, toMinor } from '@tradebook/domain/money/money';

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
        amount: event.amount === null ? '' : formatMoney(toMinor(event.amount) ?? 0, event.currency_symbol),
        has_name: event.name ? 'yes' : 'no',
        has_to: event.to ? 'yes' : 'no',
        has_amount: event.amount === null ? 'no' : 'yes',
        has_note: event.note ? 'yes' : 'no',
      });
    },
    [t, i18n],
  );
}
