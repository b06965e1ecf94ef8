// A catalogue of years: 40,000 items, written straight into the database for speed, answer their pages
// from the database. Nothing here is timed: timings are measured outside the tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { ownerIdOf, seedItems } from '../../../test/catalogue-seed';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let auth: Auth;
const COUNT = 40_000;

beforeAll(async () => {
  t = await buildTestApp();
  auth = (await signedInUser(t.app)).auth;
  // Item n costs n pence, so the cheapest is Item 1 and the dearest Item 40000.
  await seedItems(t.ctx.db, await ownerIdOf(t.app, auth), COUNT, (i) => ({ unit_price_minor: i + 1 }));
  const other = await signedInUser(t.app);
  await seedItems(t.ctx.db, await ownerIdOf(t.app, other.auth), 100);
});
afterAll(async () => {
  await t.close();
});

async function page(payload: object) {
  const res = await postCall(t.app, auth, 'get_item', payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { response: { name: string }[]; pagination: object };
}
const names = (body: { response: { name: string }[] }) => body.response.map((item) => item.name);
const itemNames = (from: number, to: number) =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => `Item ${from < to ? from + i : from - i}`);

describe('get_item with 40,000 items', () => {
  it('answers the first page: the 50 newest, and the count of all', async () => {
    const first = await page({});
    expect(first.pagination).toEqual({ current_page: 1, last_page: 800, per_page: 50, total: COUNT });
    expect(names(first)).toEqual(itemNames(40_000, 39_951));
  });

  it('answers the last page and a page of each sort', async () => {
    expect(names(await page({ page: 800 }))).toEqual(itemNames(50, 1));
    expect(names(await page({ sort: 'price', limit: 3 }))).toEqual(itemNames(1, 3));
    expect(names(await page({ sort: 'price', order: 'desc', limit: 3 }))).toEqual(itemNames(40_000, 39_998));
    expect(names(await page({ sort: 'name', limit: 3 }))).toEqual(['Item 1', 'Item 10', 'Item 100']);
  });

  it('answers a search with its own total', async () => {
    const found = await page({ search_text: 'item 3999', sort: 'name' });
    expect(found.pagination).toEqual({ current_page: 1, last_page: 1, per_page: 50, total: 11 });
    expect(names(found)).toEqual(['Item 3999', ...itemNames(39_990, 39_999)]);
  });
});
