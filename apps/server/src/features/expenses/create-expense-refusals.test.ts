// create_expense's refusals (docs/reference/expenses.md 'Rules'; docs/reference/api.md 'Security rules'):
// a clear 422 or 4xx for each bad field or body, never a 500, and nothing stored after a refusal; and
// numbers taken at the same moment on PostgreSQL's pool.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { signedInUser } from '../../../test/factories';
import { createExpense, createExpenseCall, LUNCH } from '../../../test/expense-factories';
import { storedExpenseState } from '../../../test/expense-storage';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { testDialect } from '../../../test/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const JSON_LUNCH = { ...LUNCH, category_id: 7, currency_id: 826, amount: 12.5 };

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
