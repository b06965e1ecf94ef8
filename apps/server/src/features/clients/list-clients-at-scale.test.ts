// 40,000 clients, written straight into the database for speed, answer their pages from the database.
// Nothing here is timed: timings are measured outside the tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, type Auth } from '../../../test/api-calls';
import { ownerIdOf, seedClients } from '../../../test/catalogue-seed';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let auth: Auth;
const COUNT = 40_000;

beforeAll(async () => {
  t = await buildTestApp();
  auth = (await signedInUser(t.app)).auth;
  // Every tenth client has no business name.
  await seedClients(t.ctx.db, await ownerIdOf(t.app, auth), COUNT, (i) => ({
    business_name: i % 10 === 9 ? '' : `Business ${i + 1}`,
  }));
});
afterAll(async () => {
  await t.close();
});

async function page(query: string) {
  const res = await getCall(t.app, auth, `get_clients${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { names: (body.response as { full_name: string }[]).map((client) => client.full_name), ...body };
}

describe('get_clients with 40,000 clients', () => {
  it('answers the first page: the 50 newest, and the count of all', async () => {
    const first = await page('');
    expect(first.pagination).toEqual({ current_page: 1, last_page: 800, per_page: 50, total: COUNT });
    expect(first.names.slice(0, 2)).toEqual(['Client 40000', 'Client 39999']);
    expect(first.names).toHaveLength(50);
  });

  it('answers the first and the last page by business name, those without one last', async () => {
    // Business 1, then Business 10001 (A to Z as text; Client 10000 has no business name).
    expect((await page('?sort=business_name&limit=2')).names).toEqual(['Client 1', 'Client 10001']);
    // Those without a business name are Client 10, 20 ... 40000, by full name as text.
    const last = await page('?sort=business_name&limit=2&page=20000');
    expect(last.names).toEqual(['Client 9980', 'Client 9990']);
  });

  it('answers a search with its own total', async () => {
    const found = await page('?search_text=client3999@');
    expect(found.pagination.total).toBe(1);
    expect(found.names).toEqual(['Client 3999']);
  });
});
