import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../../test/choose-option';
import { mockApi, type ApiAnswer, type ApiHandler } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { expenseFixture } from '../../../test/fixtures/expense-fixture';
import AddExpense from './add-expense';

vi.setConfig({ testTimeout: 60_000 });
// A busy runner (two cores shared by several test runs) can take seconds for a first render.
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
const count = (limitReached: boolean) =>
  ok({
    expense_count: limitReached ? 5 : 2,
    total_credit_per_month: 5,
    limit_applies: limitReached,
    limit_reached: limitReached,
  });

function server(overrides: Record<string, ApiHandler | ApiAnswer> = {}) {
  return mockApi({
    get_profile: ok(profile),
    get_expense_count: count(false),
    get_new_country_list: ok([{ id: 826, name: 'United Kingdom', code: 'GB' }]),
    get_currency_list: ok([
      { id: 826, name: 'British Pound', code: 'GBP', symbol: '£', minor_units: 2 },
      { id: 978, name: 'Euro', code: 'EUR', symbol: '€', minor_units: 2 },
    ]),
    get_payment_options: ok(['Cash', 'Bank transfer', 'Card']),
    get_expense_category: ok([
      { id: 4, category: 'Fuel' },
      { id: 8, category: 'Office supplies' },
    ]),
    create_expense: ok(expenseFixture({ id: 9 }), 'Save data Successful.'),
    ...overrides,
  });
}

const routes = {
  '/list-expenses': <div>Expense list</div>,
  '/dashboard': <div>Dashboard page</div>,
};

/** The multipart form the screen sent to `path`. */
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

describe('add expense', () => {
  it("starts today in the user's own currency, with Save and a Cancel back to the list", async () => {
    server();
    renderApp(<AddExpense />, { route: '/add-expense', routes });
    // A British business types and reads its dates day first.
    await waitFor(() => expect(screen.getByLabelText('Date')).toHaveValue(dayjs().format('DD/MM/YYYY')));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('British Pound'),
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByText('Limit reached, Please subscribe.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('Expense list')).toBeInTheDocument();
  });

  it("names what is missing next to each field, in the spec's order, and sends nothing", async () => {
    const { calls } = server();
    renderApp(<AddExpense />, { route: '/add-expense', routes });
    await user.click(await screen.findByRole('button', { name: 'Save' }));

    const messages = await screen.findAllByText(/ is required\.$/);
    expect(messages.map((message) => message.textContent)).toEqual([
      'Payment method is required.',
      'Expense category is required.',
      'Amount is required.',
    ]);
    expect(screen.getByRole('combobox', { name: 'Payment Method' })).toHaveAccessibleDescription(
      'Payment method is required.',
    );
    expect(screen.getByRole('combobox', { name: 'Payment Method' })).toHaveFocus();
    expect(calls.some((call) => call.path === 'create_expense')).toBe(false);
  });

  it('takes 0.00 as no amount, and asks for at most two decimals', async () => {
    server();
    renderApp(<AddExpense />, { route: '/add-expense', routes });
    const amount = await screen.findByRole('textbox', { name: 'Amount Paid' });
    await user.type(amount, '0.00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Amount is required.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '12.345');
    expect(await screen.findByText('Amount must be a number with at most 2 decimals.')).toBeInTheDocument();
  });

  it('saves the expense as a multipart form and goes back to the list', async () => {
    const { fetchMock } = server();
    renderApp(<AddExpense />, { route: '/add-expense', routes });
    await chooseOption(user, await screen.findByRole('combobox', { name: 'Payment Method' }), 'Card');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Category' }), 'Fuel');
    await user.type(screen.getByRole('textbox', { name: 'Vendor' }), 'Shell Garage');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Van, weekly fill');
    await user.type(screen.getByRole('textbox', { name: 'Amount Paid' }), '45.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Expense list')).toBeInTheDocument();
    expect(screen.getByText('Save data Successful.')).toBeInTheDocument();
    const form = sentForm(fetchMock, 'create_expense');
    expect(Object.fromEntries(form.entries())).toEqual({
      payment_type: 'Card',
      expense_date: dayjs().format('YYYY-MM-DD'),
      currency_id: '826',
      // In the business's own currency: no rate (ADR 0395).
      exchange_rate: '',
      category_id: '4',
      vendor: 'Shell Garage',
      notes: 'Van, weekly fill',
      amount: '45.50',
      // No VAT typed: the server keeps net = amount and VAT 0 (ADR 0363).
      net: '',
      vat_rate: '',
      vat: '',
      vat_reclaimable: '1',
      is_image: 'N',
    });
  });

  it("shows the red banner and no Save once the month's credits are used up", async () => {
    server({ get_expense_count: count(true) });
    renderApp(<AddExpense />, { route: '/add-expense', routes });
    expect(await screen.findByText('Limit reached, Please subscribe.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toBeInTheDocument();
  });

  it("shows the server's 'Monthly limit reached.' and then the banner when the month filled up meanwhile", async () => {
    let full = false;
    server({
      get_expense_count: () => count(full),
      create_expense: () => {
        full = true;
        return { status: 409, body: { status: 0, message: 'Monthly limit reached.' } };
      },
    });
    renderApp(<AddExpense />, { route: '/add-expense', routes });
    await chooseOption(user, await screen.findByRole('combobox', { name: 'Payment Method' }), 'Cash');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Category' }), 'Office supplies');
    await user.type(screen.getByRole('textbox', { name: 'Amount Paid' }), '9.99');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Monthly limit reached.')).toBeInTheDocument();
    expect(await screen.findByText('Limit reached, Please subscribe.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('sends a user with an incomplete profile to the dashboard', async () => {
    server({ get_profile: ok({ ...profile, company_name: 'N/A', companytype: 'N/A' }) });
    renderApp(<AddExpense />, { route: '/add-expense', routes });
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });
});
