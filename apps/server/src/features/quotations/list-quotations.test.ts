import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createClient } from '../../../test/catalogue-factories';
import { createQuotation, ownerWithClient, workedExample } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (auth: Auth, path: string, payload: object = {}) => postCall(t.app, auth, path, payload);

describe('lists and search', () => {
  async function seed() {
    const owner = await ownerWithClient(t.app);
    const other = await createClient(t.app, owner.auth, {
      full_name: 'Maria Lopez',
      email: 'maria@lopez.co.uk',
      business_name: 'Lopez Bakery',
    });
    const a = await createQuotation(
      t.app,
      owner.auth,
      workedExample(owner.client.id, { quotation_date: '2026-06-01' }),
    );
    const b = await createQuotation(
      t.app,
      owner.auth,
      workedExample(other.id, { quotation_date: '2026-08-15' }),
    );
    const c = await createQuotation(
      t.app,
      owner.auth,
      workedExample(other.id, { quotation_date: '2026-10-30' }),
    );
    return { ...owner, a, b, c };
  }
  const numbers = (res: { json(): { response: Array<{ quotation_number: string }> } }) =>
    res.json().response.map((q) => q.quotation_number);

  it('lists the user’s quotations newest first, and only theirs', async () => {
    const { auth } = await seed();
    const stranger = await ownerWithClient(t.app);
    await createQuotation(t.app, stranger.auth, workedExample(stranger.client.id));
    const res = await call(auth, 'get_quotation_list_by_user', {});
    expect(res.statusCode).toBe(200);
    expect(numbers(res)).toEqual(['QUO-000003', 'QUO-000002', 'QUO-000001']);
  });

  it('filters by date range, search text and status', async () => {
    const { auth, a, b } = await seed();
    expect(
      numbers(
        await call(auth, 'get_quotation_list_by_user', { start_date: '2026-08-01', end_date: '2026-10-30' }),
      ),
    ).toEqual(['QUO-000003', 'QUO-000002']);
    expect(numbers(await call(auth, 'get_quotation_list_by_user', { search_field: 'lopez' }))).toEqual([
      'QUO-000003',
      'QUO-000002',
    ]);
    expect(numbers(await call(auth, 'get_quotation_list_by_user', { search_field: 'MARIA@' }))).toEqual([
      'QUO-000003',
      'QUO-000002',
    ]);
    expect(numbers(await call(auth, 'get_quotation_list_by_user', { search_field: '000001' }))).toEqual([
      'QUO-000001',
    ]);
    expect(numbers(await call(auth, 'get_quotation_list_by_user', { search_field: '%' }))).toEqual([]);
    await call(auth, 'quotation_change_status', { quotation_id: a.id, status: 'approved' });
    await call(auth, 'quotation_void', { quotation_id: b.id });
    expect(numbers(await call(auth, 'get_quotation_list_by_user', { category: 'approved' }))).toEqual([
      'QUO-000001',
    ]);
    expect(numbers(await call(auth, 'get_quotation_list_by_user', { category: 'void' }))).toEqual([
      'QUO-000002',
    ]);
    expect(numbers(await call(auth, 'get_quotation_list_by_user', { category: 'draft' }))).toEqual([
      'QUO-000003',
    ]);
    expect(numbers(await call(auth, 'get_quotation_list_by_user', { category: 'all' }))).toHaveLength(3);
    const bad = await call(auth, 'get_quotation_list_by_user', { category: 'lost', start_date: 'soon' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toEqual([
      'Start date must be a valid date (YYYY-MM-DD).',
      'Status filter must be one of all, approved, pending, rejected, sent, draft, void, expired.',
    ]);
  });

  it('marks a draft whose expiry date has passed as expired and keeps its stored status', async () => {
    const { auth } = await seed();
    t.setNow(new Date('2026-11-01T12:00:00Z'));
    try {
      const res = await call(auth, 'get_quotation_list_by_user', {});
      const byNumber = Object.fromEntries(
        res.json().response.map((q: { quotation_number: string }) => [q.quotation_number, q]),
      );
      expect(byNumber['QUO-000001']).toMatchObject({
        quotation_status: 'draft',
        is_expired: true,
        status_label: 'Expired',
      });
      expect(byNumber['QUO-000003']).toMatchObject({
        quotation_status: 'draft',
        is_expired: false,
        status_label: 'draft',
      });
      expect(numbers(await call(auth, 'get_quotation_list_by_user', { category: 'expired' }))).toEqual([
        'QUO-000002',
        'QUO-000001',
      ]);
    } finally {
      t.setNow(undefined);
    }
  });

  it('quotation/details/search needs the date range, with the spec messages', async () => {
    const { auth } = await seed();
    const missing = await call(auth, 'quotation/details/search', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toEqual(['Start date is required', 'End date is required']);
    const res = await call(auth, 'quotation/details/search', {
      from_date: '2026-06-01',
      to_date: '2026-08-15',
      search_field: 'acme',
      category: 'all',
    });
    expect(res.statusCode).toBe(200);
    expect(numbers(res)).toEqual(['QUO-000001']);
  });
});
