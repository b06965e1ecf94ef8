// The expense form's exchange rate in the pseudo-locale test (test/pseudo-locale.test.tsx, docs/decisions/
// 0241, 0395): an expense in euros for a business in pounds, its rate asked for, then missing after a
// refused save, then not a rate. The field is rendered in a form of its own, as the expense form holds it.
import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { EXCHANGE_RATE_MESSAGES } from '@tradebook/domain/money/exchange-rate';
import { ExpenseRateField } from '../../features/expenses/components/expense-rate-field';
import { newExpenseValues } from '../../features/expenses/expense-form-values';
import { ok, pseudo, type PseudoScreen } from '../pseudo-screen';

const EUROS = { foreign: true, from: 'EUR', to: 'GBP' };

function RateInForm({ rate, problem }: { rate: string; problem?: string }) {
  const form = useForm({ defaultValues: { ...newExpenseValues(978), exchange_rate: rate } });
  const { setError } = form;
  useEffect(() => {
    if (problem) setError('exchange_rate', { type: 'custom', message: problem });
  }, [problem, setError]);
  return <ExpenseRateField form={form} currency={EUROS} />;
}

/** The currencies' codes come from the lookup, not from a catalogue. */
const DATA = ['EUR', 'GBP'];
const API = { get_currency_list: ok([]) };
const rateLabel = () =>
  screen.findByText(pseudo('Exchange rate: 1 {from} = ? {to}').split('{')[0] as string, { exact: false });

export const screens: PseudoScreen[] = [
  {
    name: 'Expense in euros, its rate asked for',
    element: <RateInForm rate="" />,
    api: API,
    data: DATA,
    loaded: rateLabel,
  },
  {
    name: 'Expense in euros, its rate missing after a refused save',
    element: <RateInForm rate="" problem={EXCHANGE_RATE_MESSAGES.required} />,
    api: API,
    data: DATA,
    loaded: () =>
      screen.findByText(pseudo('Enter how many {to} one {from} was worth').split('{')[0] as string, {
        exact: false,
      }),
  },
  {
    name: 'Expense in euros, its rate not a rate',
    element: <RateInForm rate="abc" problem={EXCHANGE_RATE_MESSAGES.invalid} />,
    api: API,
    data: [...DATA, 'abc'],
    loaded: () => screen.findByText(pseudo('Enter a number above 0 with at most 6 decimals, e.g. 0.79')),
  },
];
