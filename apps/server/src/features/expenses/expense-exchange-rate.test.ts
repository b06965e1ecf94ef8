// An expense in another currency than the business's keeps the exchange rate the owner typed
// (docs/decisions/0395-expenses-in-a-foreign-currency.md): required then, refused when missing or not a
// rate with nothing stored, answered as exact text by every call, ignored in the business's own currency,
// kept by an update that sends none for the same currency, and another user's expense is a 404 whatever
// the rate. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, postForm, type Auth } from '../../../test/api-calls';
import { EUR, USD } from '../../../test/einvoice-business';
import { createExpense, createExpenseCall, expensePage, LUNCH } from '../../../test/expense-factories';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const REQUIRED = 'Please enter the exchange rate to your currency.';
const INVALID = 'The exchange rate must be a number above 0 with at most 6 decimals.';

async function read(auth: Auth, id: number) {
  const res = await postCall(t.app, auth, 'getExpenseListById', { expenseId: id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response;
}

const storedRate = async (id: number) =>
  (
    await t.ctx.db
      .selectFrom('expenses')
      .select('exchange_rate_micro')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).exchange_rate_micro;

describe('an expense in a foreign currency', () => {
  it('refuses a missing or bad rate with its message, and stores nothing', async () => {
    const { auth } = await signedInUser(t.app);
    const cases: Array<[Record<string, string>, string]> = [
      [{ currency_id: String(USD) }, REQUIRED],
      [{ currency_id: String(USD), exchange_rate: '  ' }, REQUIRED],
      [{ currency_id: String(USD), exchange_rate: '0' }, INVALID],
      [{ currency_id: String(USD), exchange_rate: '-0.79' }, INVALID],
      [{ currency_id: String(USD), exchange_rate: '0.1234567' }, INVALID],
      [{ currency_id: String(USD), exchange_rate: 'abc' }, INVALID],
      [{ currency_id: String(USD), exchange_rate: '1000000.01' }, INVALID],
    ];
    for (const [fields, message] of cases) {
      const res = await createExpenseCall(t.app, auth, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(res.json().message, JSON.stringify(fields)).toEqual([message]);
    }
    const json = await postCall(t.app, auth, 'create_expense', {
      ...LUNCH,
      currency_id: USD,
      exchange_rate: [0.79],
    });
    expect(json.statusCode, json.body).toBe(422);
    expect(json.json().message).toEqual([INVALID]);
    expect((await expensePage(t.app, auth)).response.total).toBe(0);
    expect(await t.ctx.db.selectFrom('expense_credits').selectAll().execute()).toEqual([]);
  });

  it('keeps the typed rate exactly and answers it on create, read and the list', async () => {
    const { auth } = await signedInUser(t.app);
    const expense = await createExpense(t.app, auth, {
      currency_id: String(USD),
      exchange_rate: '0.793457',
      amount: '120.00',
    });
    expect(expense).toMatchObject({ currency_code: 'USD', amount: 120, exchange_rate: '0.793457' });
    expect(Number(await storedRate(expense.id))).toBe(793_457);
    expect(await read(auth, expense.id)).toEqual(expense);
    const numeric = await postCall(t.app, auth, 'create_expense', {
      ...LUNCH,
      currency_id: EUR,
      exchange_rate: 0.86,
    });
    expect(numeric.statusCode, numeric.body).toBe(200);
    expect(numeric.json().response.exchange_rate).toBe('0.86');
    const listed = (await expensePage(t.app, auth)).response.data;
    expect(listed.map((row: { exchange_rate: string | null }) => row.exchange_rate)).toEqual([
      '0.86',
      '0.793457',
    ]);
  });

  it("ignores a rate sent in the business's own currency", async () => {
    const { auth } = await signedInUser(t.app);
    const expense = await createExpense(t.app, auth, { exchange_rate: '0.5' });
    expect(expense).toMatchObject({ currency_code: 'GBP', exchange_rate: null });
    expect(await storedRate(expense.id)).toBeNull();
  });

  it('an update without a rate keeps the stored one of the same currency; another currency needs its own', async () => {
    const { auth } = await signedInUser(t.app);
    const expense = await createExpense(t.app, auth, { currency_id: String(USD), exchange_rate: '0.79' });
    const update = (fields: Record<string, string>) =>
      postForm(t.app, auth, 'update_expense', { ...LUNCH, expense_id: String(expense.id), ...fields });

    const kept = await update({ currency_id: String(USD), amount: '20.00' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().response).toMatchObject({ amount: 20, exchange_rate: '0.79' });

    const euros = await update({ currency_id: String(EUR), amount: '30.00' });
    expect(euros.statusCode, euros.body).toBe(422);
    expect(euros.json().message).toEqual([REQUIRED]);
    expect(await read(auth, expense.id)).toMatchObject({ currency_code: 'USD', amount: 20 });

    const changed = await update({ currency_id: String(EUR), exchange_rate: '0.861', amount: '30.00' });
    expect(changed.json().response).toMatchObject({ currency_code: 'EUR', exchange_rate: '0.861' });
    // Back in the business's currency, no rate is kept.
    const pounds = await update({ currency_id: '826' });
    expect(pounds.json().response).toMatchObject({ currency_code: 'GBP', exchange_rate: null });
    expect(await storedRate(expense.id)).toBeNull();
  });

  it("answers 404 for another user's expense, whatever the rate, and changes nothing", async () => {
    const owner = await signedInUser(t.app);
    const stranger = await signedInUser(t.app);
    const expense = await createExpense(t.app, owner.auth, {
      currency_id: String(USD),
      exchange_rate: '0.79',
    });
    for (const rate of [{}, { exchange_rate: '2' }] as Array<Record<string, string>>) {
      const res = await postForm(t.app, stranger.auth, 'update_expense', {
        ...LUNCH,
        expense_id: String(expense.id),
        currency_id: String(USD),
        ...rate,
      });
      expect(res.statusCode, res.body).toBe(404);
    }
    const read = await postCall(t.app, stranger.auth, 'getExpenseListById', { expenseId: expense.id });
    expect(read.statusCode).toBe(404);
    expect(Number(await storedRate(expense.id))).toBe(790_000);
  });
});
