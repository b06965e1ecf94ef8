import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGING_MESSAGES } from '@tradebook/domain/api/paging';
import { lineTotalMinor } from '@tradebook/domain/documents/totals';
import { postCall, type Auth } from '../../../test/api-calls';
import { ownerIdOf, seedItems, seedTime, type SeedItem } from '../../../test/catalogue-seed';
import { signedInUser } from '../../../test/factories';
import { urlencoded } from '../../../test/forms';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

interface ListedItem {
  id: number;
  name: string;
  amount: number;
  created_at: string;
  type: string;
  category_id: number | null;
}

const post = (auth: Auth, payload: object = {}) => postCall(t.app, auth, 'get_item', payload);

async function page(auth: Auth, payload: object = {}) {
  const res = await post(auth, payload);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { rows: body.response as ListedItem[], pagination: body.pagination };
}

/** Every page of a list, read `limit` rows at a time. */
async function allPages(auth: Auth, payload: object, limit: number) {
  const first = await page(auth, { ...payload, limit });
  const rows = [...first.rows];
  for (let number = 2; number <= first.pagination.last_page; number += 1) {
    rows.push(...(await page(auth, { ...payload, limit, page: number })).rows);
  }
  return { rows, pagination: first.pagination };
}

const COUNT = 120;
const WORDS = ['valve', 'Valve', 'VALVE', 'copper pipe', 'boiler', 'tap washer'];

let auth: Auth;
let otherAuth: Auth;
let categoryId: number;
/** The seeded items as the database holds them, with the ids it gave, oldest first. */
let seeded: (SeedItem & { id: number; amount_minor: number })[];

beforeAll(async () => {
  t = await buildTestApp();
  auth = (await signedInUser(t.app)).auth;
  otherAuth = (await signedInUser(t.app)).auth;
  categoryId = (await postCall(t.app, auth, 'create_item_category', { type: 'Plumbing' })).json().response.id;
  // Names, amounts and dates that tie (three items to a second, six names of three spellings, seven
  // prices), so only the id can keep the order of a page from one call to the next.
  const make = (i: number): Partial<SeedItem> => ({
    name: `${WORDS[i % WORDS.length]} ${i % 4}`,
    description: i % 10 === 0 ? 'brass fitting' : '',
    quantity_milli: 1000 + (i % 2) * 1000,
    unit_price_minor: 500 * (1 + (i % 7)),
    type: i % 3 === 0 ? 'services' : 'parts',
    category_id: i % 4 === 0 ? categoryId : null,
    created_at: seedTime(Math.floor(i / 3)),
  });
  const owner = await ownerIdOf(t.app, auth);
  await seedItems(t.ctx.db, owner, COUNT, make);
  await seedItems(t.ctx.db, await ownerIdOf(t.app, otherAuth), 30, make);
  const ids = await t.ctx.db
    .selectFrom('items')
    .select(['id', 'item_no'])
    .where('user_id', '=', owner)
    .orderBy('id')
    .execute();
  seeded = ids.map((row, i) => {
    const item = { item_no: row.item_no, name: '', description: '', created_at: '', ...make(i) } as SeedItem;
    return {
      ...item,
      id: Number(row.id),
      amount_minor: lineTotalMinor(item.quantity_milli, item.unit_price_minor),
    };
  });
});
afterAll(async () => {
  await t.close();
});

type Seeded = (typeof seeded)[number];
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** The orders of docs/reference/items.md 'Limits', each ending with the id. */
const ORDERS: Record<string, (a: Seeded, b: Seeded) => number> = {
  date: (a, b) => compareText(a.created_at, b.created_at) || a.id - b.id,
  name: (a, b) => compareText(a.name.toLowerCase(), b.name.toLowerCase()) || a.id - b.id,
  price: (a, b) =>
    a.amount_minor - b.amount_minor || compareText(a.name.toLowerCase(), b.name.toLowerCase()) || a.id - b.id,
};
const expectedIds = (items: Seeded[], sort: string, order: 'asc' | 'desc') =>
  [...items].sort((a, b) => (order === 'asc' ? 1 : -1) * ORDERS[sort]!(a, b)).map((item) => item.id);
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

describe('get_item pages', () => {
  it('answers the 50 newest items first, with the pagination of the whole list', async () => {
    const { rows, pagination } = await page(auth);
    expect(pagination).toEqual({ current_page: 1, last_page: 3, per_page: 50, total: COUNT });
    expect(ids(rows)).toEqual(expectedIds(seeded, 'date', 'desc').slice(0, 50));
  });

  it('answers the page and the number of rows asked for', async () => {
    const { rows, pagination } = await page(auth, { page: 3, limit: 20 });
    expect(pagination).toEqual({ current_page: 3, last_page: 6, per_page: 20, total: COUNT });
    expect(ids(rows)).toEqual(expectedIds(seeded, 'date', 'desc').slice(40, 60));
    const last = await page(auth, { page: 3 });
    expect(last.rows).toHaveLength(20);
  });

  it.each([
    ['date', 'desc'],
    ['date', 'asc'],
    ['name', 'asc'],
    ['name', 'desc'],
    ['price', 'asc'],
    ['price', 'desc'],
  ] as const)('reads every item once, page after page, sorted by %s %s', async (sort, order) => {
    const { rows, pagination } = await allPages(auth, { sort, order }, 7);
    expect(pagination).toMatchObject({ last_page: Math.ceil(COUNT / 7), total: COUNT });
    expect(new Set(ids(rows)).size).toBe(COUNT);
    expect(ids(rows)).toEqual(expectedIds(seeded, sort, order));
  });

  it('sorts by name A to Z, ignoring case, and by price cheapest first when no order is given', async () => {
    expect(ids((await page(auth, { sort: 'name', limit: 30 })).rows)).toEqual(
      expectedIds(seeded, 'name', 'asc').slice(0, 30),
    );
    const cheapest = (await page(auth, { sort: 'price', limit: 30 })).rows;
    expect(cheapest.map((item) => item.amount)).toEqual(
      [...cheapest.map((item) => item.amount)].sort((a, b) => a - b),
    );
  });

  it('pages a search combined with the category and type filters', async () => {
    const filter = (item: Seeded) =>
      item.name.toLowerCase().includes('valve') && item.category_id === categoryId && item.type === 'parts';
    const expected = expectedIds(seeded.filter(filter), 'price', 'desc');
    expect(expected.length).toBeGreaterThan(4);
    const request = {
      search_text: 'VALVE',
      category_id: categoryId,
      type: 'parts',
      sort: 'price',
      order: 'desc',
    };
    const first = await page(auth, { ...request, limit: 4 });
    expect(first.pagination).toEqual({
      current_page: 1,
      last_page: Math.ceil(expected.length / 4),
      per_page: 4,
      total: expected.length,
    });
    const { rows } = await allPages(auth, request, 4);
    expect(ids(rows)).toEqual(expected);
  });

  it('pages uncategorised items and a search of the description', async () => {
    const uncategorised = seeded.filter((item) => item.category_id === null);
    const { rows, pagination } = await allPages(auth, { category_id: 'none', sort: 'name' }, 25);
    expect(pagination.total).toBe(uncategorised.length);
    expect(ids(rows)).toEqual(expectedIds(uncategorised, 'name', 'asc'));
    const brass = seeded.filter((item) => item.description === 'brass fitting');
    const found = await page(auth, { search_text: 'ss fit', limit: 5, page: 2 });
    expect(found.pagination).toEqual({ current_page: 2, last_page: 3, per_page: 5, total: brass.length });
    expect(ids(found.rows)).toEqual(expectedIds(brass, 'date', 'desc').slice(5, 10));
  });

  it('finds by a text of one or two characters, and by a text with a space, page after page', async () => {
    for (const text of ['pI', 'r p', 'e', 'D-00011']) {
      const expected = seeded.filter(
        (item) =>
          item.name.toLowerCase().includes(text.toLowerCase()) ||
          item.description.includes(text.toLowerCase()) ||
          item.item_no.toLowerCase().includes(text.toLowerCase()),
      );
      const { rows, pagination } = await allPages(auth, { search_text: text, sort: 'name' }, 9);
      expect(pagination.total).toBe(expected.length);
      expect(ids(rows)).toEqual(expectedIds(expected, 'name', 'asc'));
    }
  });

  it('answers an empty page past the last one, with the real totals', async () => {
    const { rows, pagination } = await page(auth, { page: 9 });
    expect(rows).toEqual([]);
    expect(pagination).toEqual({ current_page: 9, last_page: 3, per_page: 50, total: COUNT });
    const none = await page(auth, { search_text: 'nothing like it', page: 2 });
    expect(none).toEqual({ rows: [], pagination: { current_page: 2, last_page: 1, per_page: 50, total: 0 } });
  });

  it('answers a user without items an empty first page', async () => {
    const { auth: newcomer } = await signedInUser(t.app);
    expect(await page(newcomer)).toEqual({
      rows: [],
      pagination: { current_page: 1, last_page: 1, per_page: 50, total: 0 },
    });
  });

  it.each([
    [{ page: 0 }, [PAGING_MESSAGES.page]],
    [{ page: -1 }, [PAGING_MESSAGES.page]],
    [{ page: '1.5' }, [PAGING_MESSAGES.page]],
    [{ page: 'next' }, [PAGING_MESSAGES.page]],
    [{ limit: 0 }, [PAGING_MESSAGES.limit]],
    [{ limit: 201 }, [PAGING_MESSAGES.limit]],
    [{ limit: 'all' }, [PAGING_MESSAGES.limit]],
    [{ page: 0, limit: 500 }, [PAGING_MESSAGES.page, PAGING_MESSAGES.limit]],
  ])('refuses %j with 422 and the paging messages', async (paging, messages) => {
    const res = await post(auth, paging);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 0, message: messages });
  });

  it('takes page and limit as form fields too', async () => {
    const body = urlencoded({ page: '2', limit: '10', sort: 'name' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/get_item',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(ids(res.json().response)).toEqual(expectedIds(seeded, 'name', 'asc').slice(10, 20));
    expect(res.json().pagination).toEqual({ current_page: 2, last_page: 12, per_page: 10, total: COUNT });
  });

  it("never answers another user's items, on any page or search", async () => {
    const mine = new Set(seeded.map((item) => item.id));
    const theirs = await allPages(otherAuth, { search_text: 'valve', sort: 'price' }, 50);
    expect(theirs.pagination.total).toBe(15);
    expect(theirs.rows.some((item) => mine.has(item.id))).toBe(false);
    const everything = await allPages(otherAuth, {}, 200);
    expect(everything.pagination.total).toBe(30);
    expect(everything.rows.some((item) => mine.has(item.id))).toBe(false);
  });

  it('reads one item by id as a list of one, with its pagination', async () => {
    const item = seeded[5]!;
    const { rows, pagination } = await page(auth, { item_id: item.id });
    expect(ids(rows)).toEqual([item.id]);
    expect(pagination).toEqual({ current_page: 1, last_page: 1, per_page: 50, total: 1 });
    expect(ids((await page(auth, { id: item.id })).rows)).toEqual([item.id]);
    expect((await post(otherAuth, { item_id: item.id })).statusCode).toBe(404);
  });
});
