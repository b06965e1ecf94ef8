// The VAT of an expense on the add form (docs/decisions/0231-expense-vat-fields.md): choosing a rate
// fills the VAT from the amount as the server splits it; the VAT can be typed over; what is sent is the
// rate, the VAT and the reclaimable flag.
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../../test/choose-option';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import AddExpense from '../routes/add-expense';
import { expenseFixture } from '../../../test/fixtures/expense-fixture';
import { vatInAmount } from './expense-vat-fields';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
const user = userEvent.setup({ delay: null, applyAccept: false });
const ok = (response: unknown, message = 'Success') => ({ body: { status: 1, message, response } });

describe('expense VAT fields', () => {
  it('works out the VAT in an amount to the cent, half up', () => {
    expect(vatInAmount('10.00', '20')).toBe('1.67');
    expect(vatInAmount('120', '20')).toBe('20.00');
    expect(vatInAmount('0.21', '5')).toBe('0.01');
    expect(vatInAmount('', '20')).toBeUndefined();
  });

  it('fills the VAT from the rate, lets it be typed over and sends it', async () => {
    const { fetchMock } = mockApi({
      get_profile: ok({
        id: 1,
        currency: '£',
        currency_id: 826,
        country_id: 826,
        company_name: 'Baker Joinery Ltd',
        companytype: 'Limited Company',
      }),
      get_expense_count: ok({
        expense_count: 0,
        total_credit_per_month: 5,
        limit_applies: false,
        limit_reached: false,
      }),
      get_new_country_list: ok([{ id: 826, name: 'United Kingdom', code: 'GB' }]),
      get_currency_list: ok([{ id: 826, name: 'British Pound', code: 'GBP', symbol: '£', minor_units: 2 }]),
      get_payment_options: ok(['Card']),
      get_expense_category: ok([{ id: 8, category: 'Office supplies' }]),
      create_expense: ok(expenseFixture({ id: 9 }), 'Save data Successful.'),
    });
    renderApp(<AddExpense />, {
      route: '/add-expense',
      routes: { '/list-expenses': <div>Expense list</div> },
    });
    await chooseOption(user, await screen.findByRole('combobox', { name: 'Payment Method' }), 'Card');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Category' }), 'Office supplies');
    await user.type(screen.getByRole('textbox', { name: 'Amount Paid' }), '126.00');
    await chooseOption(user, screen.getByRole('combobox', { name: 'VAT rate' }), '20 % (standard)');
    const vat = screen.getByRole('textbox', { name: 'VAT' });
    await waitFor(() => expect(vat).toHaveValue('21.00'));
    await user.clear(vat);
    await user.type(vat, '20.50');
    await user.click(screen.getByRole('checkbox', { name: /I can reclaim this VAT/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Expense list');
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/create_expense'));
    const form = call?.[1]?.body as FormData;
    expect([form.get('amount'), form.get('vat_rate'), form.get('vat'), form.get('vat_reclaimable')]).toEqual([
      '126.00',
      '20',
      '20.50',
      '0',
    ]);
  });
});
