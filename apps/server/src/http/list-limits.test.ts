// Issue 13 ('Lists ignore page/limit'): no list answers more rows than its limit, whatever the owner has
// and whatever the caller asks. One owner with 250 of everything (more than the largest limit, 200),
// seeded straight into the database; each list call is asked with no limit, a small one and the largest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, postCall, type Auth } from '../../test/api-calls';
import { ownerIdOf, seedClients, seedItems } from '../../test/catalogue-seed';
import { signedInUser } from '../../test/factories';
import { seedExpenses } from '../../test/seed-expenses';
import { seedCreditNotes, seedInvoices, seedQuotations } from '../../test/seed-documents';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { trustedOwnerId } from '../db/owner';

const ROWS = 250;
const MAX_LIMIT = 200;

let t: TestApp;
let auth: Auth;

beforeAll(async () => {
  t = await buildTestApp();
  auth = (await signedInUser(t.app)).auth;
  const owner = trustedOwnerId(await ownerIdOf(t.app, auth));
  const clientIds = await seedClients(t.ctx.db, owner, ROWS);
  await seedItems(t.ctx.db, owner, ROWS);
  const span = { count: ROWS, clientIds, from: '2026-06-01', to: '2026-11-20', linesPerDocument: 1 };
  await seedQuotations(t.ctx.db, owner, span);
  await seedInvoices(t.ctx.db, owner, span);
  await seedCreditNotes(t.ctx.db, owner, span);
  await seedExpenses(t.ctx.db, owner, ROWS);
}, 120_000);
afterAll(async () => {
  await t.close();
});

interface ListCall {
  name: string;
  /** Asks for one page with `paging` ({} or page and limit) and answers its rows and pagination. */
  ask: (paging: Record<string, number>) => Promise<{ rows: unknown[]; pagination: Record<string, number> }>;
}

/** Every call that answers a list of an owner's records (those the OpenAPI document gives `pagination`). */
const post =
  (path: string, filters: object = {}, rowsOf = (response: never) => response as unknown[]) =>
  async (paging: Record<string, number>) => {
    const res = await postCall(t.app, auth, path, { ...filters, ...paging });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    return { rows: rowsOf(body.response as never), pagination: body.pagination };
  };
const get = (path: string) => async (paging: Record<string, number>) => {
  const query = new URLSearchParams(
    Object.fromEntries(Object.entries(paging).map(([key, value]) => [key, String(value)])),
  );
  const res = await getCall(t.app, auth, `${path}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json().response as unknown[], pagination: res.json().pagination };
};
const wholeRange = { start_date: '2026-01-01', end_date: '2026-12-31' };
const searchRange = { from_date: '2026-01-01', to_date: '2026-12-31' };

const LISTS: ListCall[] = [
  { name: 'get_item', ask: post('get_item') },
  { name: 'get_clients', ask: get('get_clients') },
  { name: 'get_quotation_client_list', ask: get('get_quotation_client_list') },
  { name: 'get_quotation_list_by_user', ask: post('get_quotation_list_by_user', wholeRange) },
  { name: 'quotation/details/search', ask: post('quotation/details/search', searchRange) },
  { name: 'get_invoice_list_by_user', ask: post('get_invoice_list_by_user', wholeRange) },
  { name: 'invoice/details/search', ask: post('invoice/details/search', searchRange) },
  { name: 'get_credit_note_list_by_user', ask: post('get_credit_note_list_by_user', wholeRange) },
  { name: 'credit_note/details/search', ask: post('credit_note/details/search', searchRange) },
  {
    name: 'pagination/get_expense_list',
    ask: post(
      'pagination/get_expense_list',
      { start_date: '2000-01-01', end_date: '2100-12-31', currency_id: 'all' },
      (response: { data: unknown[] }) => response.data,
    ),
  },
];

describe(`with ${ROWS} records of each kind`, () => {
  it.each(LISTS)('$name answers one page, never more than its limit', async ({ ask }) => {
    const first = await ask({});
    expect(first.rows.length).toBe(first.pagination.per_page);
    expect(first.pagination.per_page).toBeLessThanOrEqual(MAX_LIMIT);
    expect(first.pagination.total).toBe(ROWS);

    const small = await ask({ page: 3, limit: 7 });
    expect(small.rows).toHaveLength(7);
    expect(small.pagination).toMatchObject({ current_page: 3, per_page: 7, total: ROWS });

    const largest = await ask({ page: 1, limit: MAX_LIMIT });
    expect(largest.rows).toHaveLength(MAX_LIMIT);
    const rest = await ask({ page: 2, limit: MAX_LIMIT });
    expect(rest.rows).toHaveLength(ROWS - MAX_LIMIT);
  });

  it.each(LISTS)('$name refuses a limit above the largest rather than answering more', async ({ name }) => {
    const body = { ...wholeRange, ...searchRange, page: 1, limit: 100_000 };
    const res =
      name.startsWith('get_clients') || name === 'get_quotation_client_list'
        ? await getCall(t.app, auth, `${name}?page=1&limit=100000`)
        : await postCall(t.app, auth, name, body);
    expect(res.statusCode, res.body).toBe(422);
  });
});
