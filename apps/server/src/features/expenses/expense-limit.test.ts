// The free plan's monthly credits (docs/reference/expenses.md 'Rules' and 'Limits';
// docs/reference/subscriptions.md 'Plans, credits, vouchers and referrals'): once free usage is over and no
// subscription runs, 5 expenses a calendar month; the 6th is refused with 'Monthly limit reached.' before any
// other check, and a credit once used stays used.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getCall, postCall, type Auth } from '../../../test/api-calls';
import { signedInUser } from '../../../test/factories';
import {
  createExpense,
  createExpenseCall,
  endFreeUsage,
  receiptPhoto,
} from '../../../test/expense-factories';
import { storedExpenseState } from '../../../test/expense-storage';
import type { FilePart } from '../../../test/forms';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { testDialect } from '../../../test/test-database';

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

const LIMIT = { status: 0, message: 'Monthly limit reached.' };
const MARCH = new Date('2027-03-10T10:00:00Z');

/** A user signed in on `now` whose free usage is over (with a subscription until `subscriptionUntil`). */
async function freePlanUser(now: Date, subscriptionUntil: string | null = null) {
  t.setNow(now);
  const user = await signedInUser(t.app);
  await endFreeUsage(t, user.email, subscriptionUntil);
  return user;
}

async function createMany(auth: Auth, count: number) {
  for (let i = 0; i < count; i += 1) await createExpense(t.app, auth);
}

async function expenseCount(auth: Auth) {
  const res = await getCall(t.app, auth, 'get_expense_count');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response;
}

const count = (expense_count: number, limit_applies: boolean, limit_reached: boolean) => ({
  expense_count,
  total_credit_per_month: 5,
  limit_applies,
  limit_reached,
});

describe('the monthly limit on the free plan', () => {
  it('lets 5 expenses through and refuses the 6th, before checking its fields', async () => {
    const { auth, email } = await freePlanUser(MARCH);
    expect(await expenseCount(auth)).toEqual(count(0, true, false));
    await createMany(auth, 4);
    expect(await expenseCount(auth)).toEqual(count(4, true, false));
    await createExpense(t.app, auth);
    expect(await expenseCount(auth)).toEqual(count(5, true, true));

    const sixth = await createExpenseCall(t.app, auth, {}, [small]);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject(LIMIT);
    // The limit is the spec's first check: it comes before the empty fields' messages.
    const empty = await createExpenseCall(t.app, auth, { payment_type: '', category_id: '', amount: '' });
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject(LIMIT);
    const json = await postCall(t.app, auth, 'create_expense', {});
    expect(json.json()).toMatchObject(LIMIT);

    const state = await storedExpenseState(t, email);
    expect(state).toEqual({ expenses: 5, receipts: 0, creditsUsed: 5, files: [] });
    // Editing stays open.
    const [first] = (await postCall(t.app, auth, 'pagination/get_expense_list', {})).json().response.data;
    const edit = await postCall(t.app, auth, 'update_expense', {
      expense_id: first.id,
      payment_type: 'Cash',
      category_id: 8,
      amount: '3.20',
    });
    expect(edit.statusCode, edit.body).toBe(200);
  });

  it('does not apply during free usage or while a subscription runs, and applies again once it ends', async () => {
    t.setNow(MARCH);
    const trial = await signedInUser(t.app);
    await createMany(trial.auth, 7);
    expect(await expenseCount(trial.auth)).toEqual(count(7, false, false));

    const subscriber = await freePlanUser(new Date('2027-04-20T10:00:00Z'), '2027-04-30');
    await createMany(subscriber.auth, 6);
    expect(await expenseCount(subscriber.auth)).toEqual(count(6, false, false));
    // The subscription ends on 30 April: from then on the credits apply, and May's are fresh.
    t.setNow(new Date('2027-05-02T09:00:00Z'));
    expect(await expenseCount(subscriber.auth)).toEqual(count(0, true, false));

    const lapsed = await freePlanUser(MARCH, '2027-03-01');
    await createMany(lapsed.auth, 5);
    expect((await createExpenseCall(t.app, lapsed.auth)).json()).toMatchObject(LIMIT);
  });

  it('gives 5 new credits in a new calendar month', async () => {
    const { auth } = await freePlanUser(MARCH);
    await createMany(auth, 5);
    t.setNow(new Date('2027-03-31T23:59:59Z'));
    expect((await createExpenseCall(t.app, auth)).statusCode).toBe(409);
    t.setNow(new Date('2027-04-01T00:00:00Z'));
    expect(await expenseCount(auth)).toEqual(count(0, true, false));
    await createMany(auth, 5);
    expect((await createExpenseCall(t.app, auth)).json()).toMatchObject(LIMIT);
    // Every one is dated 20 November 2026 (LUNCH): credits go by the month an expense is recorded in.
    expect((await postCall(t.app, auth, 'pagination/get_expense_list', {})).json().response.total).toBe(10);
  });

  it('keeps a credit used when its expense is deleted', async () => {
    const { auth, email } = await freePlanUser(MARCH);
    await createMany(auth, 4);
    const fifth = await createExpense(t.app, auth);
    const deleted = await postCall(t.app, auth, 'delete_expense', { expenseId: fifth.id });
    expect(deleted.statusCode).toBe(200);
    expect(await expenseCount(auth)).toEqual(count(5, true, true));
    expect((await createExpenseCall(t.app, auth)).json()).toMatchObject(LIMIT);
    expect(await storedExpenseState(t, email)).toMatchObject({ expenses: 4, creditsUsed: 5 });
  });

  it('takes no credit for a refused create', async () => {
    const { auth, email } = await freePlanUser(MARCH);
    await createMany(auth, 4);
    const fake = { filename: 'receipt.jpg', contentType: 'image/jpeg', data: Buffer.from('not a photo') };
    const badImage = await createExpenseCall(t.app, auth, {}, [small, fake]);
    expect(badImage.statusCode).toBe(415);
    const badFields = await createExpenseCall(t.app, auth, { amount: '0.00' });
    expect(badFields.statusCode).toBe(422);
    const badCurrency = await createExpenseCall(t.app, auth, { currency_id: '99999' });
    expect(badCurrency.statusCode).toBe(422);
    expect(await expenseCount(auth)).toEqual(count(4, true, false));
    expect((await createExpense(t.app, auth, {}, [small])).expense_no).toBe('EXP-000005');
    expect(await storedExpenseState(t, email)).toMatchObject({ expenses: 5, receipts: 1, creditsUsed: 5 });
  });
});

// PostgreSQL only: its pool runs the creates in parallel transactions that race for the month's credit
// row. SQLite has one connection and one writer, so they would run one after another and no race can
// happen (the sequential limit is tested above).
describe.skipIf(testDialect !== 'postgres')('the monthly limit at the same moment (PostgreSQL)', () => {
  it('lets exactly the 2 credits left through when 20 creates arrive together', async () => {
    const { auth, email } = await freePlanUser(MARCH);
    await createMany(auth, 3);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => createExpenseCall(t.app, auth, {}, [small])),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(18);
    for (const res of answers.filter((answer) => answer.statusCode === 409))
      expect(res.json()).toMatchObject(LIMIT);
    // The refused creates had stored their receipt before they found no credit: it is gone again.
    const state = await storedExpenseState(t, email);
    expect(state).toMatchObject({ expenses: 5, receipts: 2, creditsUsed: 5 });
    expect(state.files).toHaveLength(2);
    const numbers = answers
      .filter((res) => res.statusCode === 200)
      .map((res) => res.json().response.expense_no)
      .sort();
    expect(numbers).toEqual(['EXP-000004', 'EXP-000005']);
  });
});
