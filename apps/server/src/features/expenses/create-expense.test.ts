// create_expense (docs/reference/expenses.md 'Fields', 'Rules' and 'Calls'; docs/reference/api.md 'The API
// contract', docs/reference/documents.md 'Numbers', docs/reference/api.md 'Security rules'): what is stored
// and answered, in every body format, and what is refused without storing.
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { signedInUser } from '../../../test/factories';
import {
  createExpense,
  createExpenseCall,
  expensePage,
  LUNCH,
  receiptPhoto,
} from '../../../test/expense-factories';
import { urlencoded } from '../../../test/forms';
import { fetchLink } from '../../../test/profile-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(() => t.setNow(undefined));
afterAll(async () => {
  await t.close();
});

const JSON_LUNCH = { ...LUNCH, category_id: 7, currency_id: 826, amount: 12.5 };

function postUrlencoded(auth: Auth, path: string, fields: Record<string, string | number>) {
  const body = urlencoded(fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/v3/${path}`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

async function amountMinorOf(id: number): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('expenses')
    .select('amount_minor')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.amount_minor);
}

describe('create_expense', () => {
  it('creates an expense with its number, amount in cents and re-encoded receipts', async () => {
    const { auth } = await signedInUser(t.app);
    const expense = await createExpense(t.app, auth, {}, [
      await receiptPhoto(1600, 1200),
      await receiptPhoto(),
    ]);
    expect(expense).toMatchObject({
      expense_no: 'EXP-000001',
      expense_date: '2026-11-20',
      category_id: 7,
      category: 'Meals and entertainment',
      vendor: 'Corner Cafe',
      payment_type: 'Card',
      notes: 'Lunch with a client',
      currency_id: 826,
      currency: '£',
      currency_code: 'GBP',
      amount: 12.5,
      is_image: 'Y',
      attachment_count: 2,
    });
    expect(expense.file_name).toBe(expense.attachments[0].filename);
    expect(expense.url).toHaveLength(2);
    const stored = await fetchLink(t, expense.url[0]);
    expect(stored.statusCode).toBe(200);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1024);
    expect(stored.rawPayload.length).toBeLessThanOrEqual(524288);
    expect(await amountMinorOf(expense.id)).toBe(1250);
    // The read answers what the create answered.
    const read = await postCall(t.app, auth, 'getExpenseListById', { expenseId: expense.id });
    expect(read.json().response).toEqual(expense);
  });

  it('keeps amounts exact in cents: 0.1 + 0.2 is 0.3 and the largest amount survives', async () => {
    const { auth } = await signedInUser(t.app);
    const tenth = await createExpense(t.app, auth, { amount: '0.1' });
    const fifth = (await postCall(t.app, auth, 'create_expense', { ...JSON_LUNCH, amount: 0.2 })).json()
      .response;
    const largest = await createExpense(t.app, auth, {
      amount: '999999999999.99',
      currency_id: '978',
      exchange_rate: '0.86',
    });
    expect([tenth.amount, fifth.amount, largest.amount]).toEqual([0.1, 0.2, 999999999999.99]);
    expect(await amountMinorOf(tenth.id)).toBe(10);
    expect(await amountMinorOf(fifth.id)).toBe(20);
    expect(await amountMinorOf(largest.id)).toBe(99_999_999_999_999);
    const totals = (await expensePage(t.app, auth)).response.totals;
    expect(totals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ currency_code: 'GBP', count: 2, amount: 0.3 }),
        expect.objectContaining({ currency_code: 'EUR', count: 1, amount: 999999999999.99 }),
      ]),
    );
  });

  it('reads the date with or without a time, and a blank date as today', async () => {
    const { auth } = await signedInUser(t.app);
    expect((await createExpense(t.app, auth, { expense_date: '2026-02-28 23:59:59' })).expense_date).toBe(
      '2026-02-28',
    );
    expect((await createExpense(t.app, auth, { expense_date: '2024-02-29' })).expense_date).toBe(
      '2024-02-29',
    );
    t.setNow(new Date('2026-12-03T08:15:00Z'));
    expect((await createExpense(t.app, auth, { expense_date: '' })).expense_date).toBe('2026-12-03');
    const { expense_date: _date, ...withoutDate } = JSON_LUNCH;
    const res = await postCall(t.app, auth, 'create_expense', withoutDate);
    expect(res.json().response.expense_date).toBe('2026-12-03');
  });

  it("takes the business's own currency when none is given and stores a known payment method's spelling", async () => {
    const { auth } = await signedInUser(t.app, { currency: 978 });
    const expense = await createExpense(t.app, auth, { currency_id: '', payment_type: 'cash', vendor: '' });
    expect(expense).toMatchObject({
      currency_id: 978,
      currency_code: 'EUR',
      payment_type: 'Cash',
      vendor: '',
    });
    const other = await createExpense(t.app, auth, {
      currency_id: '',
      payment_type: '  Voucher from a supplier ',
    });
    expect(other.payment_type).toBe('Voucher from a supplier');
  });

  it('takes JSON, urlencoded and multipart bodies alike', async () => {
    const { auth } = await signedInUser(t.app);
    const json = await postCall(t.app, auth, 'create_expense', JSON_LUNCH);
    const form = await postUrlencoded(auth, 'create_expense', LUNCH);
    const multi = await createExpenseCall(t.app, auth);
    const answers = [json, form, multi].map((res) => {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 1, message: 'Save data Successful.' });
      const {
        id: _id,
        expense_id: _eid,
        expense_no,
        created_at: _c,
        updated_at: _u,
        ...rest
      } = res.json().response;
      return { expense_no, rest };
    });
    expect(answers.map((answer) => answer.expense_no)).toEqual(['EXP-000001', 'EXP-000002', 'EXP-000003']);
    expect(answers[1]?.rest).toEqual(answers[0]?.rest);
    expect(answers[2]?.rest).toEqual(answers[0]?.rest);
  });

  it('ignores fields the server owns: number, owner, receipt flag, id', async () => {
    const { auth } = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const otherFirst = await createExpense(t.app, other.auth);
    const res = await postCall(t.app, auth, 'create_expense', {
      ...JSON_LUNCH,
      expense_no: 'EXP-999999',
      user_id: otherFirst.id,
      id: otherFirst.id,
      expense_id: otherFirst.id,
      is_image: 'Y',
      amount_minor: 1,
      created_at: '2000-01-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    const expense = res.json().response;
    expect(expense).toMatchObject({
      expense_no: 'EXP-000001',
      is_image: 'N',
      file_name: 'N/A',
      amount: 12.5,
    });
    expect(expense.id).not.toBe(otherFirst.id);
    expect(expense.created_at).not.toBe('2000-01-01');
    const theirs = await postCall(t.app, other.auth, 'getExpenseListById', { expenseId: expense.id });
    expect(theirs.statusCode).toBe(404);
    expect((await expensePage(t.app, other.auth)).response.data).toHaveLength(1);
  });

  it('numbers each user’s expenses from EXP-000001', async () => {
    const first = await signedInUser(t.app);
    const second = await signedInUser(t.app);
    const numbers = [
      (await createExpense(t.app, first.auth)).expense_no,
      (await createExpense(t.app, second.auth)).expense_no,
      (await createExpense(t.app, first.auth)).expense_no,
      (await createExpense(t.app, first.auth)).expense_no,
    ];
    expect(numbers).toEqual(['EXP-000001', 'EXP-000001', 'EXP-000002', 'EXP-000003']);
  });
});
