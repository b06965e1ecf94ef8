// The expense form asks for the exchange rate when the chosen currency is not the business's
// (docs/decisions/0395-expenses-in-a-foreign-currency.md), as the document editor does: '1 EUR = ? GBP',
// required, sent with the expense; gone again in the business's currency; a saved expense shows its rate.
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../../test/choose-option';
import { mockApi, type ApiAnswer, type ApiHandler } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { expenseFixture } from '../../../test/fixtures/expense-fixture';
import AddExpense from './add-expense';
import EditExpense from './edit-expense';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
const user = userEvent.setup({ delay: null, applyAccept: false });

const ok = (response: unknown, message = 'Success') => ({ body: { status: 1, message, response } });
const profile = {
  id: 1,
  currency: '£',
  currency_id: 826,
  country_id: 826,
  company_name: 'Baker Joinery Ltd',
  companytype: 'Limited Company',
};
const euros = expenseFixture({
  id: 3,
  currency_id: 978,
  currency: '€',
  currency_code: 'EUR',
  amount: 120,
  exchange_rate: '0.86',
});

function server(overrides: Record<string, ApiHandler | ApiAnswer> = {}) {
  return mockApi({
    get_profile: ok(profile),
    get_expense_count: ok({
      expense_count: 0,
      total_credit_per_month: 5,
      limit_applies: false,
      limit_reached: false,
    }),
    get_new_country_list: ok([{ id: 826, name: 'United Kingdom', code: 'GB' }]),
    get_currency_list: ok([
      { id: 826, name: 'British Pound', code: 'GBP', symbol: '£', minor_units: 2 },
      { id: 978, name: 'Euro', code: 'EUR', symbol: '€', minor_units: 2 },
    ]),
    get_payment_options: ok(['Cash', 'Bank transfer', 'Card']),
    get_expense_category: ok([{ id: 17, category: 'Travel' }]),
    create_expense: ok(expenseFixture({ id: 9 }), 'Save data Successful.'),
    getExpenseListById: ok(euros),
    update_expense: ok(euros, 'Update data Successful.'),
    ...overrides,
  });
}

const routes = { '/list-expenses': <div>Expense list</div> };
const RATE = 'Exchange rate: 1 EUR = ? GBP';

function sentForm(fetchMock: ReturnType<typeof mockApi>['fetchMock'], path: string): FormData {
  const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith(`/${path}`));
  const body = call?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error(`no multipart ${path} call`);
  return body;
}

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

describe('the exchange rate of an expense', () => {
  it('is asked for in another currency, required, and sent with the expense', async () => {
    const { fetchMock, calls } = server();
    renderApp(<AddExpense />, { route: '/add-expense', routes });
    const currency = await screen.findByRole('combobox', { name: 'Currency' });
    await waitFor(() => expect(currency).toHaveValue('British Pound'));
    expect(screen.queryByRole('textbox', { name: RATE })).not.toBeInTheDocument();

    await chooseOption(user, screen.getByRole('combobox', { name: 'Payment Method' }), 'Card');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Category' }), 'Travel');
    await user.type(screen.getByRole('textbox', { name: 'Amount Paid' }), '120.00');
    await chooseOption(user, currency, 'Euro');
    const rate = await screen.findByRole('textbox', { name: RATE });
    expect(rate).toHaveAccessibleDescription("How many GBP one EUR was worth on the expense's date.");

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter how many GBP one EUR was worth')).toBeInTheDocument();
    expect(rate).toHaveFocus();
    expect(calls.some((call) => call.path === 'create_expense')).toBe(false);

    await user.type(rate, '0.8x');
    expect(
      await screen.findByText('Enter a number above 0 with at most 6 decimals, e.g. 0.79'),
    ).toBeInTheDocument();
    await user.clear(rate);
    await user.type(rate, '0.86');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Expense list')).toBeInTheDocument();
    const form = sentForm(fetchMock, 'create_expense');
    expect(form.get('currency_id')).toBe('978');
    expect(form.get('exchange_rate')).toBe('0.86');
  });

  it("is gone again in the business's currency, and a new currency asks again", async () => {
    server();
    renderApp(<AddExpense />, { route: '/add-expense', routes });
    const currency = await screen.findByRole('combobox', { name: 'Currency' });
    await waitFor(() => expect(currency).toHaveValue('British Pound'));
    await chooseOption(user, currency, 'Euro');
    await user.type(await screen.findByRole('textbox', { name: RATE }), '0.86');
    await chooseOption(user, currency, 'British Pound');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: RATE })).not.toBeInTheDocument());
    await chooseOption(user, currency, 'Euro');
    expect(await screen.findByRole('textbox', { name: RATE })).toHaveValue('');
  });

  it('shows the rate a saved expense keeps, and sends it again', async () => {
    const { fetchMock } = server();
    renderApp(<EditExpense />, { route: '/edit-expense/3', path: '/edit-expense/:id', routes });
    expect(await screen.findByRole('textbox', { name: RATE })).toHaveValue('0.86');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Expense list')).toBeInTheDocument();
    expect(sentForm(fetchMock, 'update_expense').get('exchange_rate')).toBe('0.86');
  });
});
