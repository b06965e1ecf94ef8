import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall } from '../../../test/api-calls';
import { signedInUser } from '../../../test/factories';
import { createExpense, createExpenseCall, expensePage, receiptPhoto } from '../../../test/expense-factories';
import { fetchLink } from '../../../test/profile-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import sharp from 'sharp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('create_expense', () => {
  it('creates an expense with its number, amount in cents and re-encoded receipts', async () => {
    const { auth } = await signedInUser(t.app);
    const expense = await createExpense(t.app, auth, {}, [
      await receiptPhoto(4000, 3000),
      await receiptPhoto(),
    ]);
    expect(expense).toMatchObject({
      expense_no: 'EXP-000001',
      expense_date: '2026-11-20',
      category_id: 7,
      category: 'Meals and entertainment',
      vendor: 'Corner Cafe',
      payment_type: 'Card',
      currency_id: 826,
      currency: '£',
      currency_code: 'GBP',
      amount: 12.5,
      is_image: 'Y',
      attachment_count: 2,
    });
    expect(expense.url).toHaveLength(2);
    const stored = await fetchLink(t, expense.url[0]);
    expect(stored.statusCode).toBe(200);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1024);
    expect(stored.rawPayload.length).toBeLessThanOrEqual(524288);

    const page = await expensePage(t.app, auth, {});
    expect(page.response.data).toHaveLength(1);
    expect(page.response.totals).toEqual([
      { currency_id: 826, currency: '£', currency_code: 'GBP', count: 1, amount: 12.5 },
    ]);
    expect(page.pagination).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 1 });
  });

  it('answers the spec messages in order', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await createExpenseCall(t.app, auth, { payment_type: '', category_id: '', amount: '0.00' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual([
      'Payment method is required.',
      'Expense category is required.',
      'Amount is required.',
    ]);
    const res2 = await postCall(t.app, auth, 'getExpenseListById', { expenseId: 999999 });
    expect(res2.statusCode).toBe(404);
  });
});
