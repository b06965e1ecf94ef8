// Add expense from receipts (ADR 0229): several photos picked at once are read by the server one after the
// other and become drafts: the form shows the first, filled; Save keeps the photo as its receipt, confirms
// the reading, and the next draft takes the form; after the last, back to the list.
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, expect, it, vi } from 'vitest';
import { chooseOption } from '../../../test/choose-option';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { expenseFixture } from '../../../test/fixtures/expense-fixture';
import AddExpense from './add-expense';

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 10_000 });
const user = userEvent.setup({ delay: null, applyAccept: false });

const ok = (response: unknown, message = 'Success') => ({ body: { status: 1, message, response } });
const read = (vendor: string, amount: number, key: string) => ({
  source: 'ocr',
  vendor: { value: vendor, confidence: 0.9 },
  expense_date: { value: '2026-11-20', confidence: 0.9 },
  amount: { value: amount, confidence: 0.9 },
  vat: { value: 2, confidence: 0.9 },
  vat_rate: { value: 20, confidence: 0.9 },
  currency_id: { value: 826, confidence: 0.8 },
  category_id: { value: 4, confidence: 0.7 },
  flags:
    key === 'b'.repeat(64)
      ? [
          {
            code: 'same_image',
            message: 'This receipt was already read into an expense: it may be a duplicate.',
            expense_id: 3,
          },
        ]
      : [],
  receipt_key: key,
  read_vendor: vendor.toUpperCase(),
  text: '',
});

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

it('turns two receipt photos into two expenses confirmed one by one', async () => {
  const answers = [read('Corner Hardware', 12, 'a'.repeat(64)), read('Bluebell Cafe', 8.5, 'b'.repeat(64))];
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
    get_payment_options: ok(['Cash', 'Card']),
    get_expense_category: ok([{ id: 4, category: 'Fuel' }]),
    'expense/read_receipt': () => ok(answers.shift()),
    'expense/confirm_receipt': ok({ remembered: true }),
    create_expense: ok(expenseFixture({ id: 9 }), 'Save data Successful.'),
  });
  const { container } = renderApp(<AddExpense />, {
    route: '/add-expense',
    routes: { '/list-expenses': <div>Expense list</div> },
  });
  await screen.findByRole('button', { name: 'Choose receipts' });
  const library = container.querySelector('input[accept="image/*,application/pdf"]') as HTMLInputElement;
  expect(library.multiple).toBe(true);
  const camera = container.querySelector('input[type="file"][capture]') as HTMLInputElement;
  expect(camera.getAttribute('capture')).toBe('environment');
  const photos = ['one.jpg', 'two.jpg'].map((name) => new File(['jpeg'], name, { type: 'image/jpeg' }));
  await user.upload(library, photos);

  expect(await screen.findByText(/Receipt 1 of 2/)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Vendor' })).toHaveValue('Corner Hardware'));
  expect(screen.getByRole('textbox', { name: 'Amount Paid' })).toHaveValue('12.00');
  await chooseOption(user, screen.getByRole('combobox', { name: 'Payment Method' }), 'Card');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText(/Receipt 2 of 2/)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Vendor' })).toHaveValue('Bluebell Cafe'));
  expect(screen.getByText(/may be a duplicate/)).toBeInTheDocument();
  const calls = fetchMock.mock.calls.map(([input]) => String(input).split('/api/v3/')[1]);
  expect(calls.filter((path) => path === 'expense/read_receipt')).toHaveLength(2);
  const created = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/create_expense'))?.[1]
    ?.body as FormData;
  expect(created.get('vendor')).toBe('Corner Hardware');
  expect(created.get('amount')).toBe('12.00');
  expect(created.getAll('image[]')).toHaveLength(1);
  const confirmed = fetchMock.mock.calls.find(([input]) =>
    String(input).endsWith('/expense/confirm_receipt'),
  )?.[1]?.body;
  expect(JSON.parse(String(confirmed))).toEqual({
    expense_id: 9,
    receipt_key: 'a'.repeat(64),
    read_vendor: 'CORNER HARDWARE',
  });

  await chooseOption(user, screen.getByRole('combobox', { name: 'Payment Method' }), 'Cash');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Expense list')).toBeInTheDocument();
});
