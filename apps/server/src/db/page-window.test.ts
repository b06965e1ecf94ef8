// A list page's LIMIT is written into the statement and a later page's OFFSET is bound, on both databases
// (docs/decisions/0427-sqlite-page-limits-in-the-text.md, 0448-postgresql-page-limits-in-the-text.md). The
// statements are taken as the product compiles them, from real list calls; and a page far past the last
// answers no rows on both databases.
import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, postCall, type Auth } from '../../test/api-calls';
import { ownerIdOf, seedClients, seedItems } from '../../test/catalogue-seed';
import { signedInUser } from '../../test/factories';
import { compiledStatements } from '../../test/recorded-statements';
import { seedExpenses } from '../../test/seed-expenses';
import { seedInvoices, seedQuotations } from '../../test/seed-documents';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { trustedOwnerId } from './owner';
import { pageLimit, pageWindow } from './page-window';

let t: TestApp;
let auth: Auth;
const statements = compiledStatements();

beforeAll(async () => {
  t = await buildTestApp({ env: { KEPT_LIST_ANSWERS: 'false' }, plugins: [statements.plugin] });
  auth = (await signedInUser(t.app)).auth;
  const owner = trustedOwnerId(await ownerIdOf(t.app, auth));
  const clientIds = await seedClients(t.ctx.db, owner, 30);
  await seedItems(t.ctx.db, owner, 30);
  const span = { count: 30, clientIds, from: '2026-01-01', to: '2026-06-30', linesPerDocument: 1 };
  await seedQuotations(t.ctx.db, owner, span);
  await seedInvoices(t.ctx.db, owner, span);
  await seedExpenses(t.ctx.db, owner, 30);
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** The statements of one call that read `table`'s rows in pages (they hold a LIMIT), with its answer. */
async function pageStatements(ask: () => ReturnType<typeof postCall>, table: RegExp) {
  statements.take();
  const res = await ask();
  expect(res.statusCode, res.body).toBe(200);
  const paged = statements
    .take()
    .filter((statement) => table.test(statement.sql) && / limit /.test(statement.sql));
  expect(paged.length, 'a page statement').toBeGreaterThan(0);
  return { res, paged };
}

/** Every LIMIT (and its OFFSET) of a statement as written: a literal, or the value bound to its parameter
 * (`?` on SQLite, counted from the start; `$n` on PostgreSQL). */
function windowsOf({ sql, parameters }: CompiledQuery) {
  const valueOf = (written: string | undefined, at: number) => {
    if (written === undefined) return undefined;
    if (/^\d+$/.test(written)) return { literal: Number(written) };
    const position =
      written === '?' ? (sql.slice(0, at).match(/\?/g) ?? []).length : Number(written.slice(1)) - 1;
    return { bound: parameters[position] };
  };
  return [...sql.matchAll(/ limit (\?|\$\d+|\d+)(?: offset (\?|\$\d+|\d+))?/g)].map((match) => {
    const limitAt = match.index + match[0].indexOf(match[1] as string);
    const offsetAt = match.index + match[0].lastIndexOf(match[2] ?? '');
    return { limit: valueOf(match[1], limitAt), offset: valueOf(match[2], offsetAt) };
  });
}

const quotationWindow = { start_date: '2026-02-01', end_date: '2026-05-31' };
const expenseWindow = { from: '2023-01-01', to: '2027-12-31' };

const CALLS = [
  {
    name: 'the quotation list',
    table: /from documents d/,
    ask: (paging: Record<string, number>) =>
      postCall(t.app, auth, 'get_quotation_list_by_user', { ...quotationWindow, ...paging }),
  },
  {
    name: 'the invoice search',
    table: /from documents d/,
    ask: (paging: Record<string, number>) =>
      postCall(t.app, auth, 'invoice/details/search', {
        search_field: 'INV',
        from_date: '2026-01-01',
        to_date: '2026-12-31',
        ...paging,
      }),
  },
  {
    name: 'the expense list',
    table: /from expenses/,
    ask: (paging: Record<string, number>) =>
      postCall(t.app, auth, 'pagination/get_expense_list', { ...expenseWindow, ...paging }),
  },
  {
    name: 'the expense search',
    table: /from expenses/,
    ask: (paging: Record<string, number>) =>
      postCall(t.app, auth, 'pagination/get_expense_list', { search_text: 'supplies', ...paging }),
  },
  {
    name: 'the client list',
    table: /from "clients"/,
    ask: (paging: Record<string, number>) =>
      getCall(
        t.app,
        auth,
        `get_clients?${new URLSearchParams(Object.entries(paging).map(([key, value]) => [key, String(value)] as [string, string]))}`,
      ),
  },
  {
    name: 'the item list',
    table: /from "items"/,
    ask: (paging: Record<string, number>) => postCall(t.app, auth, 'get_item', paging),
  },
];

describe.each(CALLS)('$name', ({ table, ask }) => {
  it(`writes its page's limit into the statement`, async () => {
    const { paged } = await pageStatements(() => ask({ page: 1, limit: 7 }), table);
    const limits = paged.flatMap(windowsOf).map((window) => window.limit);
    expect(limits).toContainEqual({ literal: 7 });
    expect(limits).not.toContainEqual({ bound: 7 });
  });

  it('binds a later page’s offset on both databases, so each page number is not a statement of its own', async () => {
    const { res, paged } = await pageStatements(() => ask({ page: 3, limit: 4 }), table);
    expect(res.json().pagination).toMatchObject({ current_page: 3, per_page: 4 });
    const windows = paged.flatMap(windowsOf);
    expect(windows).toContainEqual({ limit: { literal: 4 }, offset: { bound: 8 } });
  });

  it('answers no rows, not an error, for a page far past the last', async () => {
    const res = await ask({ page: 100_000, limit: 100 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const rows = Array.isArray(body.response) ? body.response : body.response.data;
    expect(rows).toEqual([]);
    expect(body.pagination).toMatchObject({ current_page: 100_000, per_page: 100 });
  });
});

describe('a page window', () => {
  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'refuses %s as a limit or an offset rather than writing it into a statement',
    (value) => {
      expect(() => pageLimit(value)).toThrow(RangeError);
      expect(() => pageWindow({ limit: value, offset: 0 })).toThrow(RangeError);
      expect(() => pageWindow({ limit: 10, offset: value })).toThrow(RangeError);
    },
  );
});
