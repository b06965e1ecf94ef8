// update_expense, delete_expense and getExpenseListById (docs/reference/expenses.md 'Rules' and 'Calls'): an
// update replaces the fields and keeps the number, with the create's checks; a delete takes the receipts and
// their files.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postCall, postForm, type Auth } from '../../../test/api-calls';
import { signedInUser } from '../../../test/factories';
import { createExpense, createExpenseCall, LUNCH, receiptPhoto } from '../../../test/expense-factories';
import { storedExpenseState } from '../../../test/expense-storage';
import type { FieldValue, FilePart } from '../../../test/forms';
import { fetchLink } from '../../../test/profile-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let small: FilePart;
beforeAll(async () => {
  t = await buildTestApp();
  small = await receiptPhoto(120, 90);
});
afterEach(() => t.setNow(undefined));
afterAll(async () => {
  await t.close();
});

const TAXI = {
  payment_type: 'Bank transfer',
  expense_date: '2026-10-02',
  category_id: '17',
  vendor: '',
  notes: 'Airport run',
  amount: '48.20',
  currency_id: '978',
  exchange_rate: '0.86',
};

function updateCall(auth: Auth, id: number | string, fields: Record<string, FieldValue> = {}) {
  return postForm(t.app, auth, 'update_expense', { ...LUNCH, expense_id: String(id), ...fields });
}

async function read(auth: Auth, id: number) {
  const res = await postCall(t.app, auth, 'getExpenseListById', { expenseId: id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response;
}

describe('update_expense', () => {
  it('replaces every field, keeps the number and the receipts, and says so', async () => {
    const { auth } = await signedInUser(t.app);
    t.setNow(new Date('2026-11-24T09:00:00Z'));
    const created = await createExpenseCall(t.app, auth, {}, [small]);
    expect(created.json()).toMatchObject({ status: 1, message: 'Save data Successful.' });
    const expense = created.json().response;
    t.setNow(new Date('2026-11-25T16:30:00Z'));
    const res = await updateCall(auth, expense.id, { ...TAXI, expense_no: 'EXP-000777', is_image: 'N' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, message: 'Update data Successful.' });
    const updated = res.json().response;
    expect(updated).toMatchObject({
      id: expense.id,
      expense_no: 'EXP-000001',
      expense_date: '2026-10-02',
      category_id: 17,
      category: 'Travel',
      vendor: '',
      payment_type: 'Bank transfer',
      notes: 'Airport run',
      currency_id: 978,
      currency: '€',
      currency_code: 'EUR',
      amount: 48.2,
      exchange_rate: '0.86',
      is_image: 'Y',
      attachment_count: 1,
      file_name: expense.file_name,
      created_at: expense.created_at,
      updated_at: '2026-11-25T16:30:00.000Z',
    });
    expect(await read(auth, expense.id)).toEqual(updated);
  });

  it('takes JSON too, with blank date as today and blank currency as the business’s', async () => {
    const { auth } = await signedInUser(t.app);
    const expense = await createExpense(t.app, auth, { currency_id: '978', exchange_rate: '0.86' });
    t.setNow(new Date('2026-12-01T00:30:00Z'));
    const res = await postCall(t.app, auth, 'update_expense', {
      expense_id: expense.id,
      payment_type: 'cheque',
      category_id: 4,
      amount: 60.1,
      expense_date: '',
      currency_id: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toMatchObject({
      expense_no: 'EXP-000001',
      expense_date: '2026-12-01',
      currency_code: 'GBP',
      payment_type: 'Cheque',
      category: 'Fuel',
      amount: 60.1,
      vendor: '',
      notes: '',
    });
  });

  it('applies the three spec checks in order and changes nothing when they fail', async () => {
    const { auth, email } = await signedInUser(t.app);
    const expense = await createExpense(t.app, auth, {}, [small]);
    const all = ['Payment method is required.', 'Expense category is required.', 'Amount is required.'];
    for (const amount of ['', '0.00']) {
      const res = await updateCall(auth, expense.id, {
        payment_type: '',
        category_id: '',
        amount,
        image: small,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ status: 0, message: all });
    }
    const negative = await updateCall(auth, expense.id, { amount: '-1', vendor: 'Changed' });
    expect(negative.json().message).toEqual(['Amount must be greater than 0.']);
    const noId = await updateCall(auth, '', {});
    expect(noId.statusCode).toBe(422);
    expect(noId.json().message).toEqual(['Expense id is required.']);
    const unknown = await updateCall(auth, 999_999, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 0, message: 'Resource not found' });

    const { url: _u, attachments: _a, ...after } = await read(auth, expense.id);
    const { url: _v, attachments: _b, ...before } = expense;
    expect(after).toEqual(before);
    expect(await storedExpenseState(t, email)).toMatchObject({ expenses: 1, receipts: 1 });
  });
});

describe('delete_expense', () => {
  it('removes the expense, its receipts and their files, and nothing of the other expenses', async () => {
    const { auth, email } = await signedInUser(t.app);
    const kept = await createExpense(t.app, auth, {}, [small]);
    const gone = await createExpense(t.app, auth, {}, [small, small]);
    expect(await storedExpenseState(t, email)).toMatchObject({ expenses: 2, receipts: 3 });

    const res = await postCall(t.app, auth, 'delete_expense', { expenseId: gone.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: 'Delete data Successful.', response: null });
    const state = await storedExpenseState(t, email);
    expect(state).toMatchObject({ expenses: 1, receipts: 1, files: [kept.attachments[0].filename] });
    for (const url of gone.url) expect((await fetchLink(t, url)).statusCode).toBe(404);
    expect((await fetchLink(t, kept.url[0])).statusCode).toBe(200);

    expect((await postCall(t.app, auth, 'getExpenseListById', { expenseId: gone.id })).statusCode).toBe(404);
    expect((await postCall(t.app, auth, 'delete_expense', { expenseId: gone.id })).statusCode).toBe(404);
    expect((await updateCall(auth, gone.id)).statusCode).toBe(404);
    expect(await read(auth, kept.id)).toMatchObject({ id: kept.id, attachment_count: 1 });
    // A number is never given twice, even after its expense is deleted.
    expect((await createExpense(t.app, auth)).expense_no).toBe('EXP-000003');
  });

  it('takes expense_id as well as expenseId, as a form too, and says what is missing', async () => {
    const { auth } = await signedInUser(t.app);
    const first = await createExpense(t.app, auth);
    const second = await createExpense(t.app, auth);
    const byForm = await postForm(t.app, auth, 'delete_expense', { expense_id: String(first.id) });
    expect(byForm.statusCode, byForm.body).toBe(200);
    const byName = await postCall(t.app, auth, 'delete_expense', { expense_id: second.id });
    expect(byName.statusCode, byName.body).toBe(200);
    for (const body of [
      {},
      { expenseId: '' },
      { expenseId: 'abc' },
      { expenseId: -3 },
      { expenseId: 2 ** 64 },
    ]) {
      const res = await postCall(t.app, auth, 'delete_expense', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ status: 0, message: ['Expense id is required.'] });
    }
  });
});

describe('getExpenseListById', () => {
  it('answers the expense with its receipts, and 404 for an id that is not there', async () => {
    const { auth } = await signedInUser(t.app);
    const expense = await createExpense(t.app, auth, {}, [small]);
    const res = await postCall(t.app, auth, 'getExpenseListById', { expenseId: String(expense.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: 'Success', response: expense });
    const alias = await postCall(t.app, auth, 'getExpenseListById', { expense_id: expense.id });
    expect(alias.json().response.id).toBe(expense.id);
    const missing = await postCall(t.app, auth, 'getExpenseListById', { expenseId: expense.id + 1000 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 0, message: 'Resource not found' });
  });
});
