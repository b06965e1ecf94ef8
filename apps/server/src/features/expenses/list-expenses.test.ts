// pagination/get_expense_list's filters, search and totals (docs/reference/expenses.md 'Screens', 'Calls' and
// 'Limits'; docs/reference/api.md 'Lists answer one page'): each filter left out, blank or 'all' is none; the
// totals per currency add up every matching expense to the exact cent, and follow every create, update and
// delete. Also the two category lists the screens read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, postCall, postForm, type Auth } from '../../../test/api-calls';
import { createExpense, expensePage, LUNCH, receiptPhoto } from '../../../test/expense-factories';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let auth: Auth;
let ids: Record<string, number>;

/** Six expenses of one owner, each picked out by some filter. */
const SEED = [
  {
    key: 'fuel',
    expense_date: '2026-05-31',
    category_id: '4',
    vendor: 'Station Garage',
    payment_type: 'Cash',
    currency_id: '826',
    amount: '45.10',
  },
  {
    key: 'train',
    expense_date: '2026-06-01',
    category_id: '17',
    vendor: 'Rail Tickets Ltd',
    payment_type: 'Card',
    currency_id: '826',
    amount: '23.20',
  },
  {
    key: 'hotel',
    expense_date: '2026-06-15',
    category_id: '17',
    vendor: 'Hôtel du Lac',
    payment_type: 'Card',
    currency_id: '978',
    exchange_rate: '0.86',
    amount: '120.00',
  },
  {
    key: 'tools',
    expense_date: '2026-06-30',
    category_id: '3',
    vendor: 'TOOLSTATION',
    payment_type: 'Bank transfer',
    currency_id: '826',
    amount: '99.99',
  },
  {
    key: 'paper',
    expense_date: '2026-07-01',
    category_id: '8',
    vendor: 'Office World',
    payment_type: 'Cheque',
    currency_id: '826',
    amount: '7.45',
  },
  {
    key: 'ferry',
    expense_date: '2026-07-02',
    category_id: '17',
    vendor: 'Harbour Ferries 50%_off',
    payment_type: 'Cash',
    currency_id: '978',
    exchange_rate: '0.86',
    amount: '35.50',
  },
] as const;

beforeAll(async () => {
  t = await buildTestApp();
  auth = (await signedInUser(t.app)).auth;
  ids = {};
  for (const { key, ...fields } of SEED) ids[key] = (await createExpense(t.app, auth, fields)).id;
  // Another owner's expenses match every filter and are never listed nor added up.
  const stranger = (await signedInUser(t.app)).auth;
  for (const { key: _key, ...fields } of SEED) await createExpense(t.app, stranger, fields);
});
afterAll(async () => {
  await t.close();
});

const listed = async (body: object) =>
  (await expensePage(t.app, auth, body)).response.data.map((row: { id: number }) =>
    Object.keys(ids).find((key) => ids[key] === row.id),
  );
const totalsOf = async (body: object) => (await expensePage(t.app, auth, body)).response.totals;

describe('pagination/get_expense_list filters', () => {
  it('lists every expense of the owner, newest first, when no filter is given', async () => {
    expect(await listed({})).toEqual(['ferry', 'paper', 'tools', 'hotel', 'train', 'fuel']);
    // Blank and 'all' filters are none, as the web sends them before a choice is made.
    const none = {
      from: '',
      to: null,
      category_id: 'all',
      currency_id: '',
      paymentMethod: 'all',
      search_text: '  ',
    };
    expect(await listed(none)).toEqual(['ferry', 'paper', 'tools', 'hotel', 'train', 'fuel']);
    expect(await listed({ paymentMethod: '', category_id: 0 })).toHaveLength(6);
  });

  it('keeps a date range, both ends included', async () => {
    expect(await listed({ from: '2026-06-01', to: '2026-06-30' })).toEqual(['tools', 'hotel', 'train']);
    expect(await listed({ from: '2026-07-01' })).toEqual(['ferry', 'paper']);
    expect(await listed({ to: '2026-05-31' })).toEqual(['fuel']);
    expect(await listed({ from: '2026-07-03' })).toEqual([]);
  });

  it('keeps a category, a currency and a payment method, alone and together', async () => {
    expect(await listed({ category_id: 17 })).toEqual(['ferry', 'hotel', 'train']);
    expect(await listed({ category_id: '3' })).toEqual(['tools']);
    expect(await listed({ currency_id: 978 })).toEqual(['ferry', 'hotel']);
    expect(await listed({ paymentMethod: 'Cash' })).toEqual(['ferry', 'fuel']);
    // Spelled as the options list spells it, whatever case the client sends.
    expect(await listed({ paymentMethod: 'bank TRANSFER' })).toEqual(['tools']);
    expect(await listed({ category_id: 17, currency_id: 826, paymentMethod: 'card' })).toEqual(['train']);
    expect(await listed({ category_id: 17, from: '2026-06-02', to: '2026-07-01' })).toEqual(['hotel']);
  });

  it('searches the vendor in part and in any case, and the expense number', async () => {
    expect(await listed({ search_text: 'station' })).toEqual(['tools', 'fuel']);
    expect(await listed({ search_text: 'HôTEL' })).toEqual(['hotel']);
    expect(await listed({ search_text: 'rr' })).toEqual(['ferry']);
    expect(await listed({ search_text: 'exp-000003' })).toEqual(['hotel']);
    expect(await listed({ search_text: 'EXP-00000' })).toHaveLength(6);
    // % and _ are the owner's own characters, not wildcards.
    expect(await listed({ search_text: '50%_' })).toEqual(['ferry']);
    expect(await listed({ search_text: '%' })).toEqual(['ferry']);
    expect(await listed({ search_text: 'nobody at all' })).toEqual([]);
    expect(await listed({ search_text: 'station', paymentMethod: 'Cash' })).toEqual(['fuel']);
  });
});

describe('pagination/get_expense_list rows', () => {
  it('lists each expense with its receipts, in the order they were added, as getExpenseListById does', async () => {
    const owner = (await signedInUser(t.app)).auth;
    const photos = [await receiptPhoto(90, 60, 'a.jpg'), await receiptPhoto(60, 90, 'b.jpg')];
    const withTwo = await createExpense(t.app, owner, { vendor: 'Two receipts' }, photos);
    await createExpense(t.app, owner, { vendor: 'No receipt' });
    const [none, two] = (await expensePage(t.app, owner, {})).response.data;
    expect(none).toMatchObject({ vendor: 'No receipt', file_name: 'N/A', url: [], attachments: [] });
    expect(none).toMatchObject({ is_image: 'N', attachment_count: 0 });
    const one = await postCall(t.app, owner, 'getExpenseListById', { expenseId: withTwo.id });
    expect(two).toEqual(one.json().response);
    expect(two).toMatchObject({ is_image: 'Y', attachment_count: 2 });
    expect(two.attachments.map((receipt: { id: number }) => receipt.id)).toEqual(
      [...two.attachments.map((receipt: { id: number }) => receipt.id)].sort((a, b) => a - b),
    );
    expect(two.url).toEqual(two.attachments.map((receipt: { url: string }) => receipt.url));
    expect(two.file_name).toBe(two.attachments[0].filename);
  });
});

describe('pagination/get_expense_list totals', () => {
  it('adds up every matching expense per currency, not only the page', async () => {
    expect(await totalsOf({ limit: 1 })).toEqual([
      { currency_id: 826, currency: '£', currency_code: 'GBP', count: 4, amount: 175.74 },
      { currency_id: 978, currency: '€', currency_code: 'EUR', count: 2, amount: 155.5 },
    ]);
    expect(await totalsOf({ category_id: 17, page: 2, limit: 2 })).toEqual([
      { currency_id: 826, currency: '£', currency_code: 'GBP', count: 1, amount: 23.2 },
      { currency_id: 978, currency: '€', currency_code: 'EUR', count: 2, amount: 155.5 },
    ]);
    expect(await totalsOf({ search_text: 'nobody at all' })).toEqual([]);
  });

  it('adds up cents exactly, where adding decimals would drift', async () => {
    const owner = (await signedInUser(t.app)).auth;
    // 0.10 + 0.20 + ... + 1.00 is 5.50 exactly; added as binary fractions it is 5.500000000000001.
    for (let tenth = 1; tenth <= 10; tenth += 1)
      await createExpense(t.app, owner, { amount: (tenth / 10).toFixed(2) });
    await createExpense(t.app, owner, { amount: '0.01', currency_id: '840', exchange_rate: '0.79' });
    await createExpense(t.app, owner, {
      amount: '999999999.99',
      currency_id: '840',
      exchange_rate: '0.79',
    });
    const totals = (await expensePage(t.app, owner, {})).response.totals;
    expect(totals).toEqual([
      { currency_id: 826, currency: '£', currency_code: 'GBP', count: 10, amount: 5.5 },
      { currency_id: 840, currency: '$', currency_code: 'USD', count: 2, amount: 1_000_000_000 },
    ]);
  });

  it('follows every create, update and delete', async () => {
    const owner = (await signedInUser(t.app)).auth;
    const gbp = async () => (await expensePage(t.app, owner, { page: 1 })).response.totals;
    const first = await createExpense(t.app, owner, { amount: '10.00' });
    expect(await gbp()).toEqual([expect.objectContaining({ count: 1, amount: 10 })]);
    const second = await createExpense(t.app, owner, { amount: '2.35' });
    expect(await gbp()).toEqual([expect.objectContaining({ count: 2, amount: 12.35 })]);

    const update = await postForm(t.app, owner, 'update_expense', {
      ...LUNCH,
      expense_id: String(second.id),
      amount: '2.40',
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(await gbp()).toEqual([expect.objectContaining({ count: 2, amount: 12.4 })]);

    // Moved to another currency: a second line; a filter's totals follow too.
    const euros = await postForm(t.app, owner, 'update_expense', {
      ...LUNCH,
      expense_id: String(first.id),
      amount: '10.00',
      currency_id: '978',
      exchange_rate: '0.86',
    });
    expect(euros.statusCode, euros.body).toBe(200);
    expect(await gbp()).toEqual([
      expect.objectContaining({ currency_code: 'GBP', count: 1, amount: 2.4 }),
      expect.objectContaining({ currency_code: 'EUR', count: 1, amount: 10 }),
    ]);
    expect((await expensePage(t.app, owner, { currency_id: 978 })).pagination.total).toBe(1);

    const removed = await postCall(t.app, owner, 'delete_expense', { expenseId: first.id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await gbp()).toEqual([expect.objectContaining({ currency_code: 'GBP', count: 1, amount: 2.4 })]);
    expect((await expensePage(t.app, owner, { currency_id: 978 })).pagination.total).toBe(0);
  });
});

describe('pagination/get_expense_list refusals', () => {
  it('answers 422 with the message for a bad filter or page, and changes nothing', async () => {
    const refused = async (body: object, message: string) => {
      const res = await postCall(t.app, auth, 'pagination/get_expense_list', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ status: 0, message: [message] });
    };
    await refused({ from: '2026-13-01' }, 'Start date must be a valid date (YYYY-MM-DD).');
    await refused({ to: '31/12/2026' }, 'End date must be a valid date (YYYY-MM-DD).');
    await refused({ page: 0 }, 'Page must be a whole number of at least 1.');
    await refused({ page: 'two' }, 'Page must be a whole number of at least 1.');
    await refused({ limit: 500 }, 'Limit must be a whole number from 1 to 200.');
    await refused({ category_id: 'travel' }, 'Please choose an expense category from the list.');
    await refused({ currency_id: -1 }, 'Please choose a currency from the list.');
    await refused({ order: 'newest' }, 'Order must be desc (newest first) or asc (oldest first).');
    await refused({ search_text: 'x'.repeat(101) }, 'Search must be at most 100 characters.');
    expect(await listed({})).toHaveLength(6);
  });

  it('answers 401 without a token', async () => {
    expect((await postCall(t.app, {}, 'pagination/get_expense_list', {})).statusCode).toBe(401);
  });
});

describe('the category lists', () => {
  it('get_expense_category answers {id, category}; expense/filter/dropdown {id, name}', async () => {
    const categories = await getCall(t.app, auth, 'get_expense_category');
    expect(categories.statusCode).toBe(200);
    const list = categories.json().response as Array<{ id: number; category: string }>;
    expect(list).toHaveLength(20);
    expect(list[0]).toEqual({ id: 1, category: 'Advertising and marketing' });
    expect(list).toContainEqual({ id: 17, category: 'Travel' });

    const dropdown = await postCall(t.app, auth, 'expense/filter/dropdown', { content: 'category' });
    expect(dropdown.statusCode).toBe(200);
    expect(dropdown.json().response).toEqual(list.map((row) => ({ id: row.id, name: row.category })));
    const other = await postCall(t.app, auth, 'expense/filter/dropdown', { content: 'vendor' });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toEqual(["Content must be 'category'."]);
    expect((await getCall(t.app, {}, 'get_expense_category')).statusCode).toBe(401);
  });
});
