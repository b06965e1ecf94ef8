// A search of the quotation list answers the same page and total whichever way it is read
// (docs/decisions/0403-search-from-its-hits.md): from the search index's hits when they are few, by the
// owner's documents when a common word has thousands of hits, asked for the first time or again; only
// the owner's documents of the kind count. On SQLite a search of few hits looks its rows up by id and does
// not walk the owner's documents.
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { ownerIdOf, seedClients } from '../../../test/catalogue-seed';
import { signedInUser } from '../../../test/factories';
import { compiledStatements } from '../../../test/recorded-statements';
import { seedInvoices, seedQuotations } from '../../../test/seed-documents';
import { testDialect } from '../../../test/test-database';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { trustedOwnerId, type OwnerId } from '../../db/owner';
import { searchDocumentPage } from './document-search-page.repository';

/** More than the 4,000 hits up to which the rows are looked up by id. */
const QUOTATIONS = 4100;

let t: TestApp;
let auth: Auth;
let owner: OwnerId;

beforeAll(async () => {
  t = await buildTestApp({ env: { KEPT_LIST_ANSWERS: 'false' } });
  auth = (await signedInUser(t.app)).auth;
  owner = trustedOwnerId(await ownerIdOf(t.app, auth));
  const clientIds = await seedClients(t.ctx.db, owner, 41, (index) => ({
    business_name: `Harbour Joinery ${index}`,
  }));
  const range = { from: '2023-01-01', to: '2026-10-31' };
  await seedQuotations(t.ctx.db, owner, { count: QUOTATIONS, clientIds, ...range, linesPerDocument: 1 });
  // The same names among the owner's invoices and another owner's quotations: hits, never rows.
  await seedInvoices(t.ctx.db, owner, { count: 200, clientIds, ...range, linesPerDocument: 1 });
  const other = await signedInUser(t.app);
  const otherOwner = trustedOwnerId(await ownerIdOf(t.app, other.auth));
  const otherClients = await seedClients(t.ctx.db, otherOwner, 1, () => ({
    business_name: 'Harbour Joinery 7',
  }));
  await seedQuotations(t.ctx.db, otherOwner, { count: 50, clientIds: otherClients, ...range });
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** Every quotation number of the owner whose search text holds `term`, in the list's order: read by a
 * plain LIKE over the rows. */
async function expected(term: string): Promise<string[]> {
  const rows = await t.ctx.db
    .selectFrom('documents')
    .select('number')
    .where('user_id', '=', owner)
    .where('kind', '=', 'quotation')
    .where('search_text', 'like', `%${term}%`)
    .orderBy('document_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => row.number);
}

async function search(term: string, page: number) {
  const res = await postCall(t.app, auth, 'get_quotation_list_by_user', {
    search_field: term,
    page,
    limit: 10,
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as {
    response: Array<{ quotation_number: string }>;
    pagination: { total: number; last_page: number };
  };
  return { numbers: body.response.map((row) => row.quotation_number), pagination: body.pagination };
}

describe('a search of the quotation list', () => {
  it('answers the page and total of a name with few hits, asked for the first time and again', async () => {
    const all = await expected('joinery 7');
    expect(all).toHaveLength(100);
    const first = await search('Joinery 7', 3);
    expect(first.numbers).toEqual(all.slice(20, 30));
    expect(first.pagination).toMatchObject({ total: 100, last_page: 10 });
    // Asked again, its total kept: the same answer.
    expect(await search('Joinery 7', 3)).toEqual(first);
    expect((await search('Joinery 7', 10)).numbers).toEqual(all.slice(90, 100));
    const past = await search('joinery 7', 11);
    expect(past).toEqual({ numbers: [], pagination: expect.objectContaining({ total: 100 }) });
  });

  it('answers the page and total of a common word with thousands of hits', async () => {
    const all = await expected('harbour');
    expect(all).toHaveLength(QUOTATIONS);
    const first = await search('harbour', 2);
    expect(first.numbers).toEqual(all.slice(10, 20));
    expect(first.pagination.total).toBe(QUOTATIONS);
    expect((await search('harbour', 2)).numbers).toEqual(all.slice(10, 20));
  });

  it('answers a number, and a text nothing holds', async () => {
    expect((await search('quo-000123', 1)).numbers).toEqual(['QUO-000123']);
    expect(await search('no such words', 1)).toEqual({
      numbers: [],
      pagination: expect.objectContaining({ total: 0 }),
    });
  });

  it.runIf(testDialect === 'sqlite')(
    'looks the few hits up by id on SQLite, and each row’s invoice by the quotation, without walking the owner’s documents',
    async () => {
      const statements = compiledStatements();
      const filters = { search: 'joinery 7', from: null, to: null, order: 'desc' as const };
      const window = { offset: 0, limit: 10 };
      const db = t.ctx.db.withPlugin(statements.plugin);
      await searchDocumentPage(db, 'sqlite', owner, 'quotation', filters, window);
      const compiled = statements.take();
      expect(compiled).toHaveLength(1);
      const query = compiled[0] as CompiledQuery;
      const explain = CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]);
      const plan = (await t.ctx.db.executeQuery<{ detail: string }>(explain)).rows.map((row) => row.detail);
      expect(plan).toContain('SEARCH d USING INTEGER PRIMARY KEY (rowid=?)');
      expect(plan.filter((line) => /^(SCAN|SEARCH) d USING (COVERING )?INDEX/.test(line))).toEqual([]);
      // The invoice made from each quotation, by its source (ADR 0426), not by the owner's invoices.
      expect(plan.filter((line) => / v USING /.test(line))).toEqual([
        expect.stringContaining('(source_document_id=?'),
      ]);
    },
  );
});
