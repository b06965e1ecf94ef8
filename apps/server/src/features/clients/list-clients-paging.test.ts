import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGING_MESSAGES } from '@tradebook/domain/api/paging';
import { getCall, type Auth } from '../../../test/api-calls';
import { ownerIdOf, seedClients, seedTime, type SeedClient } from '../../../test/catalogue-seed';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

async function page(auth: Auth, query = '', path = 'get_clients') {
  const res = await getCall(t.app, auth, `${path}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { rows: body.response as { id: number }[], pagination: body.pagination };
}

/** Every page of a list, read `limit` rows at a time; `query` holds the other parameters. */
async function allPages(auth: Auth, query: string, limit: number, path = 'get_clients') {
  const first = await page(auth, `?${query}&limit=${limit}`, path);
  const rows = [...first.rows];
  for (let number = 2; number <= first.pagination.last_page; number += 1) {
    rows.push(...(await page(auth, `?${query}&limit=${limit}&page=${number}`, path)).rows);
  }
  return { rows, pagination: first.pagination };
}

const COUNT = 75;
const BUSINESSES = ['Acme Plumbing', 'acme plumbing', 'Bright Sparks', 'cedar works', 'ACME'];

let auth: Auth;
let otherAuth: Auth;
let seeded: (SeedClient & { id: number })[];

beforeAll(async () => {
  t = await buildTestApp();
  auth = (await signedInUser(t.app)).auth;
  otherAuth = (await signedInUser(t.app)).auth;
  // Every fourth client without a business name; names and dates that tie, so only the id keeps the
  // order of a page from one call to the next.
  const make = (i: number): Partial<SeedClient> => ({
    full_name: `${['Zoe', 'ann', 'Tom'][i % 3]} ${i % 5}`,
    email: `person${i}@${i % 6 === 0 ? 'acme' : 'mail'}.example.com`,
    business_name: i % 4 === 0 ? '' : (BUSINESSES[i % BUSINESSES.length] ?? ''),
    created_at: seedTime(Math.floor(i / 2)),
  });
  const owner = await ownerIdOf(t.app, auth);
  await seedClients(t.ctx.db, owner, COUNT, make);
  await seedClients(t.ctx.db, await ownerIdOf(t.app, otherAuth), 20, make);
  const rows = await t.ctx.db
    .selectFrom('clients')
    .select('id')
    .where('user_id', '=', owner)
    .orderBy('id')
    .execute();
  seeded = rows.map((row, i) => ({ ...(make(i) as SeedClient), id: Number(row.id) }));
});
afterAll(async () => {
  await t.close();
});

type Seeded = (typeof seeded)[number];
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byDateNewestFirst = (a: Seeded, b: Seeded) => compareText(b.created_at, a.created_at) || b.id - a.id;
const byBusinessName = (a: Seeded, b: Seeded) =>
  Number(a.business_name === '') - Number(b.business_name === '') ||
  compareText(a.business_name.toLowerCase(), b.business_name.toLowerCase()) ||
  compareText(a.full_name.toLowerCase(), b.full_name.toLowerCase()) ||
  a.id - b.id;
const expectedIds = (clients: Seeded[], order: (a: Seeded, b: Seeded) => number) =>
  [...clients].sort(order).map((client) => client.id);
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

describe('get_clients pages', () => {
  it('answers the 50 newest clients first, with the pagination of the whole list', async () => {
    const { rows, pagination } = await page(auth);
    expect(pagination).toEqual({ current_page: 1, last_page: 2, per_page: 50, total: COUNT });
    expect(ids(rows)).toEqual(expectedIds(seeded, byDateNewestFirst).slice(0, 50));
    expect((await page(auth, '?page=2')).rows).toHaveLength(25);
  });

  it('reads every client once, page after page, newest first', async () => {
    const { rows } = await allPages(auth, 'sort=date', 8);
    expect(new Set(ids(rows)).size).toBe(COUNT);
    expect(ids(rows)).toEqual(expectedIds(seeded, byDateNewestFirst));
  });

  it('reads every client once by business name, A to Z in any case, those without one last', async () => {
    const { rows, pagination } = await allPages(auth, 'sort=business_name', 8);
    expect(pagination).toMatchObject({ last_page: 10, total: COUNT });
    expect(ids(rows)).toEqual(expectedIds(seeded, byBusinessName));
  });

  it('pages a search of names, business names and e-mails', async () => {
    const acme = seeded.filter(
      (client) =>
        client.business_name.toLowerCase().includes('acme') ||
        client.email.includes('acme') ||
        client.full_name.toLowerCase().includes('acme'),
    );
    const first = await page(auth, '?search_text=AcMe&sort=business_name&limit=6');
    expect(first.pagination).toEqual({
      current_page: 1,
      last_page: Math.ceil(acme.length / 6),
      per_page: 6,
      total: acme.length,
    });
    const { rows } = await allPages(auth, 'search_text=AcMe&sort=business_name', 6);
    expect(ids(rows)).toEqual(expectedIds(acme, byBusinessName));
    const ann = seeded.filter((client) => client.full_name.startsWith('ann'));
    const short = await allPages(auth, 'search_text=nN', 10);
    expect(ids(short.rows)).toEqual(expectedIds(ann, byDateNewestFirst));
  });

  it('pages the quotation client picker the same way', async () => {
    const picker = await allPages(auth, 'search_text=sparks', 4, 'get_quotation_client_list');
    const list = await allPages(auth, 'search_text=sparks', 4);
    expect(picker).toEqual(list);
    expect(picker.pagination.total).toBe(
      seeded.filter((client) => client.business_name === 'Bright Sparks').length,
    );
  });

  it('answers an empty page past the last one, with the real totals', async () => {
    expect(await page(auth, '?page=4&limit=25')).toEqual({
      rows: [],
      pagination: { current_page: 4, last_page: 3, per_page: 25, total: COUNT },
    });
  });

  it.each([
    ['?page=0', [PAGING_MESSAGES.page]],
    ['?page=-2', [PAGING_MESSAGES.page]],
    ['?page=abc', [PAGING_MESSAGES.page]],
    ['?limit=0', [PAGING_MESSAGES.limit]],
    ['?limit=1000', [PAGING_MESSAGES.limit]],
    ['?limit=2.5', [PAGING_MESSAGES.limit]],
    ['?page=0&limit=201', [PAGING_MESSAGES.page, PAGING_MESSAGES.limit]],
  ])('refuses %s with 422 and the paging messages', async (query, messages) => {
    for (const path of ['get_clients', 'get_quotation_client_list']) {
      const res = await getCall(t.app, auth, `${path}${query}`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ status: 0, message: messages });
    }
  });

  it("never answers another user's clients, on any page or search", async () => {
    const mine = new Set(seeded.map((client) => client.id));
    const theirs = await allPages(otherAuth, 'search_text=acme&sort=business_name', 5);
    expect(theirs.pagination.total).toBeGreaterThan(0);
    expect(theirs.rows.some((client) => mine.has(client.id))).toBe(false);
    const everything = await allPages(otherAuth, 'sort=date', 200);
    expect(everything.pagination.total).toBe(20);
    expect(everything.rows.some((client) => mine.has(client.id))).toBe(false);
  });
});
