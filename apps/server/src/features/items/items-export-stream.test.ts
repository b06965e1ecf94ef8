// The item export streams: the rows are read 500 at a time after the last row of the batch before, so
// an export of any size holds one batch in memory. These tests check that every row arrives once, in
// the list's order, across batch boundaries that fall among rows whose sort keys tie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineTotalMinor } from '@tradebook/domain/documents/totals';
import { getCall, type Auth } from '../../../test/api-calls';
import { ownerIdOf, seedItems, seedTime, type SeedItem } from '../../../test/catalogue-seed';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let auth: Auth;
const COUNT = 1_234;
let seeded: (SeedItem & { amount_minor: number; id: number })[];

beforeAll(async () => {
  t = await buildTestApp();
  auth = (await signedInUser(t.app)).auth;
  // Four spellings of two names, three prices and ten items to a second: long runs of equal keys.
  const make = (i: number): Partial<SeedItem> => ({
    name: ['Tap', 'tap', 'TAP', 'Valve'][i % 4],
    unit_price_minor: 100 * (1 + (i % 3)),
    type: i % 2 === 0 ? 'parts' : 'services',
    created_at: seedTime(Math.floor(i / 10)),
  });
  const owner = await ownerIdOf(t.app, auth);
  await seedItems(t.ctx.db, owner, COUNT, make);
  const other = await signedInUser(t.app);
  await seedItems(t.ctx.db, await ownerIdOf(t.app, other.auth), 600, make);
  const rows = await t.ctx.db
    .selectFrom('items')
    .select(['id', 'item_no'])
    .where('user_id', '=', owner)
    .orderBy('id')
    .execute();
  seeded = rows.map((row, i) => {
    const item = { item_no: row.item_no, quantity_milli: 1000, ...make(i) } as SeedItem;
    return { ...item, id: Number(row.id), amount_minor: lineTotalMinor(1000, item.unit_price_minor) };
  });
});
afterAll(async () => {
  await t.close();
});

async function exportedNumbers(query: string) {
  const res = await getCall(t.app, auth, `export_item_list${query}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  // Sent while it is read: no length is known when the answer starts.
  expect(res.headers['transfer-encoding']).toBe('chunked');
  expect(res.headers['content-length']).toBeUndefined();
  const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines.shift()).toBe('Item No,Name,Description,Category,Type,Quantity,Unit Price,Amount,Created At');
  expect(lines.pop()).toBe('');
  return lines.map((line) => line.split(',')[0]);
}

type Seeded = (typeof seeded)[number];
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byName = (a: Seeded, b: Seeded) =>
  compareText(a.name.toLowerCase(), b.name.toLowerCase()) || a.id - b.id;

describe('export_item_list of many items', () => {
  it('writes every item once, newest first, with a byte-order mark and CRLF lines', async () => {
    const expected = [...seeded]
      .sort((a, b) => compareText(b.created_at, a.created_at) || b.id - a.id)
      .map((item) => item.item_no);
    const numbers = await exportedNumbers('');
    expect(numbers).toHaveLength(COUNT);
    expect(numbers).toEqual(expected);
  });

  it('writes every item once by price, cheapest first, ties by name then id', async () => {
    const expected = [...seeded]
      .sort((a, b) => a.amount_minor - b.amount_minor || byName(a, b))
      .map((item) => item.item_no);
    expect(await exportedNumbers('?sort=price')).toEqual(expected);
  });

  it('writes the filtered items by name Z to A', async () => {
    const expected = seeded
      .filter((item) => item.type === 'services')
      .sort((a, b) => -byName(a, b))
      .map((item) => item.item_no);
    expect(expected.length).toBeGreaterThan(500);
    expect(await exportedNumbers('?type=services&sort=name&order=desc')).toEqual(expected);
  });

  it('takes no page: a page or limit in the query changes nothing', async () => {
    expect(await exportedNumbers('?sort=price&page=3&limit=1')).toHaveLength(COUNT);
  });
});
