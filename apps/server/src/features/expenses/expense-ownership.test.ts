// Another user's expense is answered exactly like one that does not exist (docs/reference/api.md 'The API
// contract' and 'Security rules'): 404 on every call, and nothing of it changes; no token is a 401; a call
// that changes data refuses GET.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, postForm, type Auth } from '../../../test/api-calls';
import { signedInUser } from '../../../test/factories';
import { createExpense, expensePage, LUNCH, receiptPhoto } from '../../../test/expense-factories';
import { storedExpenseState } from '../../../test/expense-storage';
import type { FilePart } from '../../../test/forms';
import { fetchLink } from '../../../test/profile-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let small: FilePart;
beforeAll(async () => {
  t = await buildTestApp();
  small = await receiptPhoto(120, 90);
});
afterAll(async () => {
  await t.close();
});

const NOT_FOUND = { status: 0, message: 'Resource not found' };

/** The owner's expense as they read it, without the signed links (they carry the time). */
async function ownersView(auth: Auth, id: number) {
  const res = await postCall(t.app, auth, 'getExpenseListById', { expenseId: id });
  expect(res.statusCode, res.body).toBe(200);
  const { url: _url, attachments, ...expense } = res.json().response;
  return { ...expense, files: (attachments as Array<{ filename: string }>).map((a) => a.filename) };
}

/** An owner with EXP-000001 and EXP-000002 (with a receipt), and a stranger with an EXP-000001 of their
 * own with a receipt: numbers are per user, so the stranger has no EXP-000002 to find instead. */
async function twoOwners() {
  const owner = await signedInUser(t.app);
  await createExpense(t.app, owner.auth);
  const expense = await createExpense(t.app, owner.auth, {}, [small]);
  const stranger = await signedInUser(t.app);
  const own = await createExpense(t.app, stranger.auth, {}, [small]);
  return { owner, expense, stranger, own };
}

describe("another user's expense", () => {
  it('answers 404 for every expense call, like a missing one, and changes nothing', async () => {
    const { owner, expense, stranger, own } = await twoOwners();
    const before = await ownersView(owner.auth, expense.id);
    const ownerState = await storedExpenseState(t, owner.email);
    const strangerState = await storedExpenseState(t, stranger.email);
    const filename = expense.attachments[0].filename as string;

    const answers = [
      await postCall(t.app, stranger.auth, 'getExpenseListById', { expenseId: expense.id }),
      await postCall(t.app, stranger.auth, 'getExpenseListById', { expense_id: expense.id }),
      await postForm(t.app, stranger.auth, 'update_expense', {
        ...LUNCH,
        expense_id: String(expense.id),
        vendor: 'Taken over',
        image: small,
      }),
      await postCall(t.app, stranger.auth, 'update_expense', {
        expense_id: expense.id,
        payment_type: 'Cash',
        category_id: 1,
        amount: 1,
      }),
      await postCall(t.app, stranger.auth, 'delete_expense', { expenseId: expense.id }),
      await postForm(t.app, stranger.auth, 'delete_expense_attachment', {
        expense_no: expense.expense_no,
        filename,
      }),
      // Their own number with the owner's file name: looked up among their own receipts only.
      await postForm(t.app, stranger.auth, 'delete_expense_attachment', {
        expense_no: own.expense_no,
        filename,
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject(NOT_FOUND);
    }
    // Exactly what a missing expense answers.
    const missing = await postCall(t.app, stranger.auth, 'getExpenseListById', { expenseId: 999_999 });
    expect(missing.json()).toMatchObject(NOT_FOUND);

    expect(await ownersView(owner.auth, expense.id)).toEqual(before);
    expect(await storedExpenseState(t, owner.email)).toEqual(ownerState);
    expect(await storedExpenseState(t, stranger.email)).toEqual(strangerState);
    expect((await fetchLink(t, expense.url[0])).statusCode).toBe(200);
    const list = (await expensePage(t.app, stranger.auth)).response.data as Array<{ id: number }>;
    expect(list.map((row) => row.id)).toEqual([own.id]);
  });

  it("opens no receipt of the owner through a link re-pointed at the stranger's folder", async () => {
    const { owner, expense, own } = await twoOwners();
    const ownerFolder = /\/files\/attachment\/(\d+)\//.exec(expense.url[0])?.[1];
    const strangerFolder = /\/files\/attachment\/(\d+)\//.exec(own.url[0])?.[1];
    expect(ownerFolder).not.toBe(strangerFolder);
    const moved = (expense.url[0] as string).replace(`/${ownerFolder}/`, `/${strangerFolder}/`);
    expect((await fetchLink(t, moved)).statusCode).toBe(404);
    const renamed = (own.url[0] as string).replace(
      own.attachments[0].filename,
      expense.attachments[0].filename,
    );
    expect((await fetchLink(t, renamed)).statusCode).toBe(404);
    expect((await ownersView(owner.auth, expense.id)).files).toHaveLength(1);
  });
});

const POST_CALLS = [
  'pagination/get_expense_list',
  'create_expense',
  'update_expense',
  'delete_expense',
  'getExpenseListById',
  'delete_expense_attachment',
  'expense/filter/dropdown',
  'generate_pdf',
  'export_expense',
  'create_zip',
];
const GET_CALLS = ['get_expense_count', 'get_expense_category'];

describe('signing in', () => {
  it('answers 401 on every expense call without a valid token', async () => {
    const { auth } = await signedInUser(t.app);
    const expense = await createExpense(t.app, auth);
    await postCall(t.app, auth, 'logout');
    const tokens: Auth[] = [
      {},
      { authorization: 'Bearer not-a-token' },
      { authorization: 'Basic abc' },
      auth,
    ];
    for (const headers of tokens) {
      for (const path of POST_CALLS) {
        const res = await postCall(t.app, headers, path, { expenseId: expense.id, ...LUNCH });
        expect(res.statusCode, `${path} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.json().status).toBe(0);
      }
      for (const path of GET_CALLS) {
        const res = await t.app.inject({ method: 'GET', url: `/api/v3/${path}`, headers });
        expect(res.statusCode, path).toBe(401);
      }
    }
    // The form without a token is refused before its receipts are looked at.
    const form = await postForm(t.app, {}, 'create_expense', { ...LUNCH, 'image[]': [small] });
    expect(form.statusCode).toBe(401);
  });

  it('refuses GET on a call that changes data, and POST on a GET call', async () => {
    const { auth, email } = await signedInUser(t.app);
    for (const path of POST_CALLS) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v3/${path}`, headers: auth });
      expect(res.statusCode, path).toBe(405);
      expect(res.headers.allow, path).toBe('POST');
      expect(res.json().status).toBe(0);
    }
    for (const path of GET_CALLS) {
      const res = await postCall(t.app, auth, path);
      expect(res.statusCode, path).toBe(405);
      expect(res.headers.allow, path).toBe('GET');
    }
    const query = new URLSearchParams(LUNCH).toString();
    await t.app.inject({ method: 'GET', url: `/api/v3/create_expense?${query}`, headers: auth });
    expect((await storedExpenseState(t, email)).expenses).toBe(0);
  });
});
