import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiAnswer, type ApiHandler } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { expenseFixture, receiptFixture } from '../../../test/fixtures/expense-fixture';
import EditExpense from './edit-expense';

vi.setConfig({ testTimeout: 60_000 });
// A busy runner (two cores shared by several test runs) can take seconds for a first render.
configure({ asyncUtilTimeout: 10_000 });
const user = userEvent.setup({ delay: null });

const ok = (response: unknown, message: unknown = 'Success') => ({ body: { status: 1, message, response } });
const profile = {
  id: 1,
  currency: '£',
  currency_id: 826,
  country_id: 826,
  company_name: 'Baker Joinery Ltd',
  companytype: 'Limited Company',
};
const saved = expenseFixture({
  id: 3,
  expense_no: 'EXP-000003',
  notes: 'Van, weekly fill',
  currency_id: 978,
  currency: '€',
  currency_code: 'EUR',
  // In euros for a business in pounds: the rate it keeps (ADR 0395).
  exchange_rate: '0.86',
  attachments: [receiptFixture(1), receiptFixture(2)],
});

function server(overrides: Record<string, ApiHandler | ApiAnswer> = {}) {
  return mockApi({
    get_profile: ok(profile),
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
    getExpenseListById: ok(saved),
    update_expense: ok(saved, 'Update data Successful.'),
    ...overrides,
  });
}

const routes = { '/list-expenses': <div>Expense list</div> };
const renderEdit = () =>
  renderApp(<EditExpense />, { route: '/edit-expense/3', path: '/edit-expense/:id', routes });

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

describe('edit expense', () => {
  it('fills the form from the saved expense, with its number and its receipts', async () => {
    const { calls } = server();
    renderEdit();
    expect(await screen.findByRole('textbox', { name: 'Expense Number' })).toHaveValue('EXP-000003');
    expect(calls.find((call) => call.path === 'getExpenseListById')?.body).toEqual({ expenseId: 3 });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Payment Method' })).toHaveValue('Card'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Fuel'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('Euro'));
    await waitFor(() => expect(screen.getByLabelText('Date')).toHaveValue('21/11/2026'));
    expect(screen.getByRole('textbox', { name: 'Vendor' })).toHaveValue('Shell Garage');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Van, weekly fill');
    expect(screen.getByRole('textbox', { name: 'Amount Paid' })).toHaveValue('45.50');
    const receipts = screen.getByRole('region', { name: 'Saved receipts' });
    expect(within(receipts).getAllByRole('button', { name: /^Open attachment/ })).toHaveLength(2);
  });

  it('deletes a saved receipt from the lightbox and shows what is left', async () => {
    let expense = saved;
    const { fetchMock } = server({
      getExpenseListById: () => ok(expense),
      delete_expense_attachment: () => {
        expense = { ...saved, attachments: [receiptFixture(2)], attachment_count: 1 };
        return {
          body: {
            status: 1,
            statusCode: 200,
            message: ['Delete attachment Successful.'],
            response: expense,
          },
        };
      },
    });
    renderEdit();
    const receipts = await screen.findByRole('region', { name: 'Saved receipts' });
    await user.click(within(receipts).getByRole('button', { name: 'Open attachment 1' }));
    const lightbox = await screen.findByRole('dialog', { name: 'Attachment' });
    expect(within(lightbox).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(within(lightbox).getByRole('button', { name: 'Rotate right' })).toBeInTheDocument();
    await user.click(within(lightbox).getByRole('button', { name: 'Delete' }));
    await user.click(within(lightbox).getByRole('button', { name: 'Delete attachment' }));

    expect(await screen.findByText('Delete attachment Successful.')).toBeInTheDocument();
    const form = sentForm(fetchMock, 'delete_expense_attachment');
    expect(Object.fromEntries(form.entries())).toEqual({
      expense_no: 'EXP-000003',
      filename: 'receipt-1.jpg',
    });
    await waitFor(() =>
      expect(within(receipts).getAllByRole('button', { name: /^Open attachment/ })).toHaveLength(1),
    );
  });

  it("lists a supplier's e-invoice kept as a receipt as a file to open, not as an image", async () => {
    const einvoice = { id: 9, filename: 'supplier.xml', url: 'http://localhost/files/supplier.xml' };
    server({ getExpenseListById: ok({ ...saved, attachments: [einvoice, receiptFixture(1)] }) });
    renderEdit();
    const receipts = await screen.findByRole('region', { name: 'Saved receipts' });
    expect(within(receipts).getByRole('link', { name: 'Open supplier.xml' })).toHaveAttribute(
      'href',
      'http://localhost/files/supplier.xml',
    );
    expect(within(receipts).getByRole('button', { name: 'Delete supplier.xml' })).toBeInTheDocument();
    expect(within(receipts).getAllByRole('button', { name: /^Open attachment/ })).toHaveLength(1);
  });

  it('checks the same fields as the add screen before it sends', async () => {
    const { calls } = server();
    renderEdit();
    const amount = await screen.findByRole('textbox', { name: 'Amount Paid' });
    await waitFor(() => expect(amount).toHaveValue('45.50'));
    await user.clear(amount);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Amount is required.')).toBeInTheDocument();
    expect(amount).toHaveFocus();
    expect(calls.some((call) => call.path === 'update_expense')).toBe(false);
  });

  it('saves the changes with update_expense and goes back to the list', async () => {
    const { fetchMock } = server();
    renderEdit();
    const vendor = await screen.findByRole('textbox', { name: 'Vendor' });
    await waitFor(() => expect(vendor).toHaveValue('Shell Garage'));
    await user.clear(vendor);
    await user.type(vendor, 'BP Garage');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Expense list')).toBeInTheDocument();
    expect(screen.getByText('Update data Successful.')).toBeInTheDocument();
    const form = sentForm(fetchMock, 'update_expense');
    expect(form.get('expense_id')).toBe('3');
    expect(form.get('vendor')).toBe('BP Garage');
    expect(form.get('currency_id')).toBe('978');
    expect(form.get('category_id')).toBe('4');
    expect(form.getAll('image')).toHaveLength(0);
  });

  it("says the expense was not found when it is not the user's", async () => {
    server({ getExpenseListById: { status: 404, body: { status: 0, message: 'Resource not found' } } });
    renderEdit();
    expect(await screen.findByText('Expense not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the expense list' })).toHaveAttribute(
      'href',
      '/list-expenses',
    );
  });
});
