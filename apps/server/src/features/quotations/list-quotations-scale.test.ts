// A business with years of records: 40,000 quotations (seeded straight into the database) answer their
// first and last page, a common search, a rare one and a full export, with exact totals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall } from '../../../test/api-calls';
import { signedInUser } from '../../../test/factories';
import { ownerIdOf, seedClients } from '../../../test/catalogue-seed';
import { seedQuotations } from '../../../test/seed-documents';
import { trustedOwnerId } from '../../db/owner';
import { buildTestApp, type TestApp } from '../../../test/test-app';

const DOCUMENTS = 40_000;

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await signedInUser(t.app);
  auth = owner.auth;
  const ownerId = trustedOwnerId(await ownerIdOf(t.app, auth));
  const clientIds = await seedClients(t.ctx.db, ownerId, 400, (index) => ({
    business_name: index % 10 === 0 ? `North Plumbing ${index}` : `Harbour Joinery ${index}`,
  }));
  await seedQuotations(t.ctx.db, ownerId, {
    count: DOCUMENTS,
    clientIds,
    from: '2022-11-01',
    to: '2026-10-31',
    linesPerDocument: 1,
  });
}, 180_000);
afterAll(async () => {
  await t.close();
});

const list = (body: object) => postCall(t.app, auth, 'get_quotation_list_by_user', body);
const numbers = (res: { json(): { response: Array<{ quotation_number: string }> } }) =>
  res.json().response.map((row) => row.quotation_number);

describe(`a list of ${DOCUMENTS.toLocaleString('en')} quotations`, () => {
  it('answers its first page and its last', async () => {
    const first = await list({});
    expect(first.statusCode).toBe(200);
    expect(first.json().pagination).toEqual({
      current_page: 1,
      last_page: 800,
      per_page: 50,
      total: DOCUMENTS,
    });
    expect(numbers(first)[0]).toBe('QUO-040000');
    expect(numbers(first)).toHaveLength(50);
    const last = await list({ page: 800 });
    expect(numbers(last).at(-1)).toBe('QUO-000001');
    expect(numbers(last)).toHaveLength(50);
  });

  it('answers a search that matches one quotation in ten, page by page', async () => {
    const first = await list({ search_field: 'Plumbing', limit: 200 });
    expect(first.json().pagination.total).toBe(DOCUMENTS / 10);
    const rows = first.json().response as Array<{ client: { business_name: string } }>;
    expect(rows.every((row) => row.client.business_name.startsWith('North Plumbing'))).toBe(true);
    const second = await list({ search_field: 'Plumbing', limit: 200, page: 2 });
    const seen = new Set([...numbers(first), ...numbers(second)]);
    expect(seen.size).toBe(400);
  });

  it('answers a rare search and a date range', async () => {
    expect(numbers(await list({ search_field: 'quo-012345' }))).toEqual(['QUO-012345']);
    const range = await list({ start_date: '2026-05-01', end_date: '2026-10-31' });
    expect(range.json().pagination.total).toBeGreaterThan(4000);
    expect(range.json().pagination.total).toBeLessThan(6000);
  });

  it('exports every row, in order, as a streamed CSV', async () => {
    const link = (await postCall(t.app, auth, 'quotation_export_by_userId', {})).json().response[0] as string;
    const res = await t.app.inject({ method: 'GET', url: link.replace('http://tradebook.test', '') });
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(DOCUMENTS + 1);
    expect(lines[1]).toMatch(/^QUO-040000,/);
    expect(lines.at(-1)).toMatch(/^QUO-000001,/);
  });
});
