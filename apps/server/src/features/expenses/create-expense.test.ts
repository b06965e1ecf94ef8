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
import { storedExpenseState } from '../../../test/expense-storage';
import { urlencoded } from '../../../test/forms';
import { fetchLink } from '../../../test/profile-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { testDialect } from '../../../test/test-database';

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
    const largest = await createExpense(t.app, auth, { amount: '999999999999.99', currency_id: '978' });
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
    const other = await createExpense(t.app, auth, { payment_type: '  Voucher from a supplier ' });
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

describe('create_expense refusals', () => {
  const refused = async (auth: Auth, fields: Record<string, string>) => {
    const res = await createExpenseCall(t.app, auth, fields);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().status).toBe(0);
    return res.json().message as string[];
  };

  it('answers the three spec checks in order, amount empty or 0.00', async () => {
    const { auth } = await signedInUser(t.app);
    const all = ['Payment method is required.', 'Expense category is required.', 'Amount is required.'];
    for (const amount of ['', '0.00', '0', '  ']) {
      expect(await refused(auth, { payment_type: '', category_id: '', amount })).toEqual(all);
    }
    expect(await refused(auth, { payment_type: ' ' })).toEqual(['Payment method is required.']);
    expect(await refused(auth, { category_id: '0' })).toEqual(['Expense category is required.']);
    expect(await refused(auth, { amount: '0.00' })).toEqual(['Amount is required.']);
    const empty = await postCall(t.app, auth, 'create_expense', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toEqual(all);
  });

  it('answers a clear message for each other bad field', async () => {
    const { auth } = await signedInUser(t.app);
    const cases: Array<[Record<string, string>, string]> = [
      [{ amount: 'twelve' }, 'Amount must be a number with at most 2 decimals.'],
      [{ amount: '12.345' }, 'Amount must be a number with at most 2 decimals.'],
      [{ amount: '1e3' }, 'Amount must be a number with at most 2 decimals.'],
      [{ amount: '-5.00' }, 'Amount must be greater than 0.'],
      [{ amount: '1000000000000' }, 'Amount must be at most 999,999,999,999.99.'],
      [{ category_id: '99' }, 'Please choose an expense category from the list.'],
      [{ category_id: 'Fuel' }, 'Please choose an expense category from the list.'],
      [{ currency_id: '99999' }, 'Please choose a currency from the list.'],
      [{ currency_id: 'GBP!' }, 'Please choose a currency from the list.'],
      [{ expense_date: '2026-02-30' }, 'Expense date must be a valid date (YYYY-MM-DD).'],
      [{ expense_date: '20/11/2026' }, 'Expense date must be a valid date (YYYY-MM-DD).'],
      [{ vendor: 'v'.repeat(256) }, 'Vendor must be at most 255 characters.'],
      [{ payment_type: 'p'.repeat(51) }, 'Payment method must be at most 50 characters.'],
    ];
    for (const [fields, message] of cases)
      expect(await refused(auth, fields), JSON.stringify(fields)).toEqual([message]);
  });

  it('answers 4xx, never 500, to odd bodies, and stores nothing after any refusal', async () => {
    const user = await signedInUser(t.app);
    const { auth } = user;
    const amountFormat = 'Amount must be a number with at most 2 decimals.';
    const currency = 'Please choose a currency from the list.';
    const nul = 'Text must not contain NUL characters.';
    const bodies: Array<[object, number, string | string[]]> = [
      [{ vendor: 'Cafe\u0000' }, 422, [nul]],
      [{ notes: { '\u0000': 1 } }, 422, [nul]],
      [{ amount: 1e308 }, 422, [amountFormat]],
      [{ amount: '9'.repeat(400) }, 422, [amountFormat]],
      [{ amount: [12.5] }, 422, [amountFormat]],
      [{ category_id: 1e300 }, 422, ['Please choose an expense category from the list.']],
      [{ currency_id: 2 ** 64 }, 422, [currency]],
      [{ currency_id: -826 }, 422, [currency]],
      [{ payment_type: ['Cash', 'Card'] }, 422, ['Payment method is required.']],
      [{ vendor: ['Corner', 'Cafe'] }, 422, ['Vendor must be text.']],
      [{ notes: { text: 'a note' } }, 422, ['Notes must be text.']],
      [{ expense_date: 20261120 }, 422, ['Expense date must be a valid date (YYYY-MM-DD).']],
      [{ image: 'not a file' }, 415, 'Only PNG or JPEG images are accepted.'],
      [{ image: [{ data: 'aGVsbG8=' }] }, 415, 'Only PNG or JPEG images are accepted.'],
    ];
    for (const [fields, status, message] of bodies) {
      const res = await postCall(t.app, auth, 'create_expense', { ...JSON_LUNCH, ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(res.json(), JSON.stringify(fields)).toMatchObject({ status: 0, message });
    }
    const raw: Array<[string, string, number]> = [
      ['application/json', '{"payment_type": "Cash", ', 400],
      ['application/json', '[1, 2, 3]', 422],
      ['text/plain', 'payment_type=Cash', 422],
      ['application/xml', '<expense/>', 415],
    ];
    for (const [type, payload, status] of raw) {
      const headers = { ...auth, 'content-type': type };
      const res = await t.app.inject({ method: 'POST', url: '/api/v3/create_expense', headers, payload });
      expect(res.statusCode, `${type} ${res.body}`).toBe(status);
      expect(res.json().status).toBe(0);
    }
    const twice = await createExpenseCall(t.app, auth, { vendor: ['Corner', 'Cafe'], amount: ['1', '2'] });
    expect(twice.json()).toMatchObject({ status: 0, message: [amountFormat, 'Vendor must be text.'] });
    const nulForm = await createExpenseCall(t.app, auth, { notes: 'a\u0000b' });
    expect(nulForm.json()).toMatchObject({ status: 0, message: [nul] });

    const nothing = { expenses: 0, receipts: 0, creditsUsed: 0, files: [] };
    expect(await storedExpenseState(t, user.email)).toEqual(nothing);
    // No number was used up by the refusals.
    expect((await createExpense(t.app, auth)).expense_no).toBe('EXP-000001');
  });
});

// PostgreSQL only: its pool runs these creates in parallel transactions that race for the number
// counter's row. SQLite has one connection and one writer, so they would simply run one after another
// and no race can happen (the sequential numbering is tested above).
describe.skipIf(testDialect !== 'postgres')('create_expense at the same moment (PostgreSQL)', () => {
  it('gives 20 expenses created at once 20 distinct numbers without gaps', async () => {
    const { auth, email } = await signedInUser(t.app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => createExpenseCall(t.app, auth)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const numbers = answers.map((res) => res.json().response.expense_no as string).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `EXP-${String(i + 1).padStart(6, '0')}`));
    expect((await storedExpenseState(t, email)).expenses).toBe(20);
  });
});
