// An accountant reads the expenses (docs/decisions/0240-accountant-screens.md): cards, details and Export
// stay; no Add Expense, no card menu (Edit, Delete) and no Edit in the details. The owner's: list-expenses tests.
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseBusiness } from '../../../lib/chosen-business';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { expenseFixture, expensePage } from '../../../test/fixtures/expense-fixture';
import ListExpenses from './list-expenses';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });

afterEach(() => chooseBusiness(null));

describe("an accountant reading a business's expenses", () => {
  it('sees the cards and Export, and no Add Expense nor card menu', async () => {
    chooseBusiness({ id: 7, name: 'Baker Joinery Ltd' });
    mockApi({
      get_profile: ok({
        id: 1,
        currency: '£',
        currency_id: 826,
        country_id: 826,
        company_name: 'Baker Joinery Ltd',
        companytype: 'Limited Company',
      }),
      get_new_country_list: ok([{ id: 826, name: 'United Kingdom', code: 'GB' }]),
      get_currency_list: ok([{ id: 826, name: 'British Pound', code: 'GBP', symbol: '£', minor_units: 2 }]),
      get_payment_options: ok(['Cash']),
      'expense/filter/dropdown': ok([{ id: 4, name: 'Fuel' }]),
      'pagination/get_expense_list': ok(expensePage([expenseFixture()])),
    });
    renderApp(<ListExpenses />, { route: '/list-expenses' });

    const card = await screen.findByRole('article', { name: 'EXP-000001' });
    expect(within(card).getByRole('button', { name: 'Details of EXP-000001' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for EXP-000001' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Expense' })).not.toBeInTheDocument();

    await userEvent
      .setup({ delay: null })
      .click(within(card).getByRole('button', { name: 'Details of EXP-000001' }));
    const details = await screen.findByRole('dialog');
    expect(within(details).getByText('Shell Garage')).toBeInTheDocument();
    expect(within(details).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
