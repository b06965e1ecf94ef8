// The aged receivables' statement reads nothing but the documents_aged index, the kept exchange rate
// included (migration 20261209T0200-aged-index-with-rate; docs/decisions/0396-aged-index-with-the-rate.md):
// the statement the report runs, captured as it is sent, is explained by the database itself. SQLite must
// search documents_aged as a covering index; PostgreSQL, told not to read the whole table (a test's few
// rows would otherwise be scanned), must choose an index-only scan of it. On SQLite, and on PostgreSQL
// with TEST_DATABASE_URL.
import { CompiledQuery, sql, type KyselyPlugin, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postCall } from '../../../test/api-calls';
import { dollarInvoice, ukBusinessWithUsClient } from '../../../test/dollar-invoices';
import { GBP } from '../../../test/factories';
import { createInvoice } from '../../../test/invoice-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { testDialect } from '../../../test/test-database';
import { trustedOwnerId, type OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import { agedByClient } from '../documents/document-report-figures.repository';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let t: TestApp;
let owner: OwnerId;

beforeAll(async () => {
  t = await buildTestApp();
  t.setNow(new Date('2026-12-10T10:00:00Z'));
  const { auth, clientId } = await ukBusinessWithUsClient(t);
  for (const currency of [{}, { currency_id: GBP }]) {
    const invoice = await createInvoice(t.app, auth, dollarInvoice(clientId, currency));
    const sent = await postCall(t.app, auth, 'invoice/emailSent', { invoice_number: invoice.invoice_number });
    expect(sent.statusCode, sent.body).toBe(200);
  }
  const row = await t.ctx.db
    .selectFrom('documents')
    .select('user_id')
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  owner = trustedOwnerId(Number(row.user_id));
});
afterAll(async () => {
  await t.close();
});

/** The statements `run` sends through the database, compiled as they are sent. */
async function statementsOf(
  db: Kysely<Database>,
  run: (db: Kysely<Database>) => Promise<unknown>,
): Promise<CompiledQuery[]> {
  const sent: CompiledQuery[] = [];
  const capture: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      sent.push(db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  await run(db.withPlugin(capture));
  return sent;
}

/** The database's plan of `query`, one line per step. */
async function planOf(db: Kysely<Database>, query: CompiledQuery): Promise<string> {
  if (testDialect === 'sqlite') {
    const plan = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    return plan.rows.map((row) => row.detail).join('\n');
  }
  // Statistics and the visibility map as a running server keeps them (autovacuum), so that an index-only
  // scan is costed as one.
  await sql`vacuum analyze documents`.execute(db);
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_bitmapscan = off`.execute(trx);
    const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
    );
    return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('the aged receivables query plan', () => {
  it('reads only the documents_aged index, the rate included', async () => {
    const dates = { today: '2026-12-10', less30: '2026-11-10', less60: '2026-10-11', less90: '2026-09-11' };
    const [statement, ...others] = await statementsOf(t.ctx.db, async (db) => {
      const aged = await agedByClient(db, owner, GBP, dates, { limit: 50, offset: 0 });
      // $1,440.00 at 0.793457 is £1,142.58 (1,142.57808), and £1,440.00: both counted.
      expect(aged.totals[5]).toBe(114_258 + 144_000);
    });
    expect(others).toEqual([]);
    const plan = await planOf(t.ctx.db, statement as CompiledQuery);
    if (testDialect === 'sqlite') {
      expect(plan).toMatch(/SEARCH documents USING COVERING INDEX documents_aged \(/);
    } else {
      expect(plan).toMatch(/Index Only Scan using documents_aged on documents/);
    }
  });
});
