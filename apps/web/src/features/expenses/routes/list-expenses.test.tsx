// The expense list: what it asks the server, its cards, totals, pages and deletes (preview and exports:
// list-expenses-exports.test.tsx).
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../../test/choose-option';
import { renderApp } from '../../../test/render';
import { expenseFixture, expensePage, receiptFixture } from '../../../test/fixtures/expense-fixture';
import { expenseListServer as server, listCalls, ok } from '../../../test/fixtures/expense-list-server';
import ListExpenses from './list-expenses';

vi.setConfig({ testTimeout: 60_000 });
// A busy runner (two cores shared by several test runs) can take seconds for a first render.
configure({ asyncUtilTimeout: 10_000 });
const user = userEvent.setup({ delay: null });

const numbered = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    expenseFixture({ id: index + 1, vendor: `Vendor ${index + 1}`, amount: 10 }),
  );

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});
afterEach(() => vi.restoreAllMocks());

describe('expense list', () => {
  it("asks for five months back to today in the user's currency and shows each card", async () => {
    const { calls } = server(
      ok(
        expensePage([
          expenseFixture({ notes: 'Van, weekly fill', attachments: [receiptFixture(1)] }),
          expenseFixture({ id: 2, vendor: '', category: 'Office supplies', payment_type: 'Cash' }),
        ]),
      ),
    );
    renderApp(<ListExpenses />, { route: '/list-expenses' });

    const card = await screen.findByRole('article', { name: 'EXP-000001' });
    expect(within(card).getByText('Shell Garage')).toBeInTheDocument();
    expect(within(card).getByTestId('expense-category')).toHaveTextContent('Fuel');
    expect(within(card).getByText('21 Nov 2026')).toBeInTheDocument();
    expect(within(card).getByTestId('expense-payment-type')).toHaveTextContent('Card');
    expect(within(card).getByTestId('expense-amount')).toHaveTextContent('£45.50');
    expect(within(card).getByRole('button', { name: 'File of EXP-000001' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Note of EXP-000001' })).toBeInTheDocument();

    const bare = screen.getByRole('article', { name: 'EXP-000002' });
    expect(within(bare).getByText('No vendor')).toBeInTheDocument();
    expect(within(bare).queryByRole('button', { name: /^File of/ })).not.toBeInTheDocument();
    expect(within(bare).queryByRole('button', { name: /^Note of/ })).not.toBeInTheDocument();

    expect(listCalls(calls)[0]?.body).toEqual({
      search_text: '',
      from: dayjs().subtract(5, 'month').startOf('month').format('YYYY-MM-DD'),
      to: dayjs().format('YYYY-MM-DD'),
      category_id: 'all',
      currency_id: '826',
      paymentMethod: 'all',
      order: 'desc',
      page: 1,
      limit: 10,
    });
    expect(screen.getByText('2 expenses')).toBeInTheDocument();
  });

  it('sends its search, filters and sort to the server, each from page 1', async () => {
    const { calls } = server((body) => ok(expensePage(numbered(12), body?.page)));
    renderApp(<ListExpenses />, { route: '/list-expenses' });
    await screen.findByRole('article', { name: 'EXP-000001' });
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.body).toMatchObject({ page: 2 }));

    await chooseOption(user, screen.getByRole('combobox', { name: 'Category' }), 'Office supplies');
    await waitFor(() => expect(listCalls(calls).at(-1)?.body).toMatchObject({ category_id: '8', page: 1 }));
    await chooseOption(user, screen.getByRole('combobox', { name: 'Payment Method' }), 'Cash');
    await waitFor(() => expect(listCalls(calls).at(-1)?.body).toMatchObject({ paymentMethod: 'Cash' }));
    await chooseOption(user, screen.getByRole('combobox', { name: 'Currency' }), 'All currencies');
    await waitFor(() => expect(listCalls(calls).at(-1)?.body).toMatchObject({ currency_id: 'all' }));
    await user.clear(screen.getByLabelText('From Date'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.body).toMatchObject({ from: '' }));
    await user.click(screen.getByRole('switch', { name: 'Newest first' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.body).toMatchObject({ order: 'asc' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'EXP-00001');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.body).toMatchObject({
        search_text: 'EXP-00001',
        category_id: '8',
        paymentMethod: 'Cash',
        currency_id: 'all',
        order: 'asc',
        page: 1,
      }),
    );
  });

  it('shows the total of every matching expense, one per currency when they differ', async () => {
    server(
      ok(
        expensePage([expenseFixture()], 1, [
          { currency_id: 826, currency: '£', currency_code: 'GBP', count: 14, amount: 1234.5 },
          { currency_id: 978, currency: '€', currency_code: 'EUR', count: 1, amount: 20 },
        ]),
      ),
    );
    renderApp(<ListExpenses />, { route: '/list-expenses' });
    const totals = await screen.findByRole('region', { name: 'Total of the listed expenses' });
    const lines = within(totals).getAllByTestId('expense-total');
    expect(lines.map((line) => line.textContent)).toEqual([
      '£1,234.50 GBP, 14 expenses',
      '€20.00 EUR, 1 expense',
    ]);
  });

  it('shows one total in one currency, and no pages while everything fits on one', async () => {
    server(ok(expensePage(numbered(10))));
    renderApp(<ListExpenses />, { route: '/list-expenses' });
    await screen.findByRole('article', { name: 'EXP-000010' });
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByTestId('expense-total')).toHaveTextContent(/^£100\.00$/);
    expect(screen.queryByRole('navigation', { name: 'Expense pages' })).not.toBeInTheDocument();
  });

  it('shows the pages when there is more than one, and asks for the one chosen', async () => {
    const { calls } = server((body) => ok(expensePage(numbered(12), body?.page)));
    renderApp(<ListExpenses />, { route: '/list-expenses' });
    await screen.findByRole('article', { name: 'EXP-000010' });
    expect(screen.getByText('12 expenses')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Expense pages' });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    expect(await screen.findByRole('article', { name: 'EXP-000012' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(listCalls(calls).at(-1)?.body).toMatchObject({ page: 2, limit: 10 });
  });

  it('deletes an expense after asking, and reloads the list', async () => {
    let deleted = false;
    const { calls } = server(() => ok(expensePage(deleted ? [] : [expenseFixture()])), {
      delete_expense: () => {
        deleted = true;
        return { body: { status: 1, message: 'Delete data Successful.', response: null } };
      },
    });
    renderApp(<ListExpenses />, { route: '/list-expenses' });
    const card = await screen.findByRole('article', { name: 'EXP-000001' });
    await user.click(within(card).getByRole('button', { name: 'Actions for EXP-000001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete expense' });
    expect(within(confirm).getByText('Do you want to delete this expense?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Delete data Successful.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'delete_expense')?.body).toEqual({ expenseId: 1 });
    expect(await screen.findByText('No expenses in these dates yet')).toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(2);
  });

  it('keeps the expense when the question is cancelled', async () => {
    const { calls } = server(ok(expensePage([expenseFixture()])));
    renderApp(<ListExpenses />, { route: '/list-expenses' });
    const card = await screen.findByRole('article', { name: 'EXP-000001' });
    await user.click(within(card).getByRole('button', { name: 'Actions for EXP-000001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete expense' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.path === 'delete_expense')).toBe(false);
    expect(screen.getByRole('article', { name: 'EXP-000001' })).toBeInTheDocument();
  });
});
