// A page of recurring schedules reads its template invoices through the documents feature and their
// clients through the clients feature, one statement each for the page's ids (docs/decisions/0409): the
// page runs as many statements for 10 rows as for 2, and each row still shows its invoice's number,
// client and total. Statements are counted as the product compiles them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMinor } from '@tradebook/domain/money/money';
import { postCall, type Auth } from '../../../test/api-calls';
import { ownerIdOf, seedClients } from '../../../test/catalogue-seed';
import { signedInUser } from '../../../test/factories';
import { statementTables } from '../../../test/recorded-statements';
import { seedInvoices } from '../../../test/seed-documents';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { trustedOwnerId } from '../../db/owner';
import { insertSchedule } from './recurring.repository';

const SCHEDULES = 12;

let t: TestApp;
let auth: Auth;
const statements = statementTables();
/** Each seeded invoice as a schedule's row shows it, newest schedule first. */
let expected: { invoice_number: string; client_name: string; total_amount_gross: number }[] = [];

beforeAll(async () => {
  t = await buildTestApp({ plugins: [statements.plugin] });
  auth = (await signedInUser(t.app)).auth;
  const owner = trustedOwnerId(await ownerIdOf(t.app, auth));
  const clientIds = await seedClients(t.ctx.db, owner, 3);
  await seedInvoices(t.ctx.db, owner, { count: SCHEDULES, clientIds, from: '2026-01-01', to: '2026-06-30' });
  const invoices = await t.ctx.db
    .selectFrom('documents as d')
    .innerJoin('clients as c', 'c.id', 'd.client_id')
    .select(['d.id', 'd.number', 'd.total_minor', 'c.business_name', 'c.full_name'])
    .where('d.user_id', '=', owner)
    .orderBy('d.id')
    .execute();
  const now = new Date().toISOString();
  for (const invoice of invoices) {
    await insertSchedule(t.ctx.db, owner, {
      template_document_id: Number(invoice.id),
      frequency: 'monthly',
      start_date: '2027-01-01',
      occurrence_offset: 0,
      next_occurrence: 0,
      next_run_date: '2027-01-01',
      end_type: 'never',
      end_after_count: null,
      end_date: null,
      send_mode: 'draft',
      status: 'active',
      made_count: 0,
      last_error: null,
      created_at: now,
      updated_at: now,
    });
  }
  expected = invoices.reverse().map((invoice) => ({
    invoice_number: invoice.number,
    client_name: invoice.business_name || invoice.full_name,
    total_amount_gross: fromMinor(Number(invoice.total_minor)),
  }));
}, 60_000);
afterAll(async () => {
  await t.close();
});

async function listPage(who: Auth, page: number, limit: number) {
  statements.take();
  const res = await postCall(t.app, who, 'invoice/recurring/list', { page, limit });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { response: typeof expected; pagination: { total: number } };
  return { ...body, statements: statements.take().length };
}

describe('the recurring schedules list', () => {
  it("reads a page's invoices and clients by the page's ids: as many statements for 10 rows as for 2", async () => {
    const small = await listPage(auth, 1, 2);
    const large = await listPage(auth, 1, 10);
    const rest = await listPage(auth, 2, 10);
    expect(small.response).toHaveLength(2);
    expect(large.response).toHaveLength(10);
    expect(large.statements).toBe(small.statements);
    expect(large.pagination.total).toBe(SCHEDULES);
    expect([...large.response, ...rest.response]).toMatchObject(expected);
  });

  it("shows another user none of the owner's schedules", async () => {
    const other = (await signedInUser(t.app)).auth;
    const list = await listPage(other, 1, 10);
    expect(list.response).toEqual([]);
    expect(list.pagination.total).toBe(0);
  });
});
