// The document's currency fields in the pseudo-locale test (test/pseudo-locale.test.tsx, docs/decisions/
// 0241): a document in US dollars for a business in pounds, its rate proposed, then missing after a
// refused save, then not a rate. The editor's screens (document-editor.tsx) show them in pounds, and the
// client form's invoice currency is on the client screens (clients.tsx).
import { screen } from '@testing-library/react';
import { ok, pseudo, type PseudoScreen } from '../pseudo-screen';
import { CurrencyFields } from '../../components/document-editor/currency-fields';
import type { DocumentCurrency } from '../../components/document-editor/use-document-currency';

const GBP = { id: 826, name: 'British Pound', code: 'GBP', symbol: '£', minor_units: 2 };
const USD = { id: 840, name: 'US Dollar', code: 'USD', symbol: '$', minor_units: 2 };

const dollars = (proposed: boolean): DocumentCurrency => ({
  businessCurrencyId: GBP.id,
  currency: USD,
  businessCurrency: GBP,
  foreign: true,
  proposed,
  proposedDate: proposed ? '2026-10-01' : null,
  chooseCurrency: () => undefined,
  changeRate: () => undefined,
  pickClient: () => undefined,
});

const API = { get_currency_list: ok([GBP, USD]) };
/** The currencies' names and codes come from the lookup, not from a catalogue. */
const DATA = ['US Dollar', 'British Pound', 'USD', 'GBP'];
const rateLabel = () =>
  screen.findByText(pseudo('Exchange rate: 1 {from} = ? {to}').split('{')[0] as string, {
    exact: false,
  });

export const screens: PseudoScreen[] = [
  {
    name: 'Document currency in US dollars, its rate proposed',
    element: <CurrencyFields currencyId={USD.id} exchangeRate="0.79" currency={dollars(true)} editable />,
    api: API,
    // The proposed rate's date, written by Intl as the editor writes dates.
    data: [...DATA, '1 Oct 2026'],
    loaded: async () => {
      await rateLabel();
      return screen.findByText(
        pseudo('Last used on {date}.').replace('{date}', '1 Oct 2026'),
        {},
        { timeout: 5000 },
      );
    },
  },
  {
    name: 'Document currency in US dollars, its rate missing after a refused save',
    element: (
      <CurrencyFields
        currencyId={USD.id}
        exchangeRate=""
        currency={dollars(false)}
        editable
        rateProblem="Please enter the exchange rate to your currency."
      />
    ),
    api: API,
    data: DATA,
    loaded: rateLabel,
  },
  {
    name: 'Document currency in US dollars, its rate not a rate',
    element: <CurrencyFields currencyId={USD.id} exchangeRate="abc" currency={dollars(false)} editable />,
    api: API,
    data: DATA,
    loaded: rateLabel,
  },
];
