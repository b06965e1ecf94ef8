import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { expenseFixture } from '../../../test/fixtures/expense-fixture';
import type { ExpenseFormValues } from '../expense-form-values';
import { createExpense } from './create-expense';
import { updateExpense } from './update-expense';

afterEach(() => vi.restoreAllMocks());

const values: ExpenseFormValues = {
  payment_type: 'Card',
  expense_date: '2026-11-21',
  currency_id: '826',
  exchange_rate: '',
  category_id: '4',
  vendor: ' Shell Garage ',
  notes: '',
  amount: '45.50',
  net: '',
  vat_rate: '20',
  vat: '7.58',
  vat_reclaimable: '1',
};
const receipt = (text: string) => new Blob([text], { type: 'image/jpeg' });
const ok = { body: { status: 1, message: 'Save data Successful.', response: expenseFixture() } };

function sent(fetchMock: ReturnType<typeof mockApi>['fetchMock']): FormData {
  const body = fetchMock.mock.calls[0]?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error('no multipart call');
  return body;
}

describe('saving an expense', () => {
  it('creates it with every receipt as an image[] part', async () => {
    const { fetchMock } = mockApi({ create_expense: ok });
    await createExpense({ values, receipts: [receipt('one'), receipt('two')] });
    const form = sent(fetchMock);
    expect(form.get('vendor')).toBe('Shell Garage');
    expect(form.get('is_image')).toBe('Y');
    const images = form.getAll('image[]') as File[];
    expect(images.map((image) => image.name)).toEqual(['receipt-1.jpg', 'receipt-2.jpg']);
    expect(await images[1]?.text()).toBe('two');
  });

  it('updates it with its id and the new receipts as repeated image parts, in one call', async () => {
    const { fetchMock, calls } = mockApi({ update_expense: ok });
    await updateExpense({ expenseId: 3, values, receipts: [receipt('one'), receipt('two')] });
    expect(calls).toHaveLength(1);
    const form = sent(fetchMock);
    expect(form.get('expense_id')).toBe('3');
    expect(form.get('amount')).toBe('45.50');
    expect(form.getAll('image')).toHaveLength(2);
    expect(form.getAll('image[]')).toHaveLength(0);
  });
});
