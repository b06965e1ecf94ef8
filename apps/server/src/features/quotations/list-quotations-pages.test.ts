// docs/reference/api.md 'Lists answer one page' for the quotation list: page, limit and pagination, newest
// first, no row twice, filters and search combined with paging, lean rows, and totals that stay exact.
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

const list = (auth: Auth, body: object = {}) => postCall(t.app, auth, 'get_quotation_list_by_user', body);
const numbers = (res: { json(): { response: Array<{ quotation_number: string }> } }) =>
  res.json().response.map((row) => row.quotation_number);

/** Seven quotations over four dates, two clients; two share a date (the number breaks the tie). */
async function sevenQuotations() {
  const owner = await ownerWithClient(t.app);
  const lopez = await createClient(t.app, owner.auth, {
    full_name: 'Maria Lopez',
    email: 'maria@lopez.co.uk',
    business_name: 'Lopez Bakery',
  });
  const dates = [
    '2026-03-01',
    '2026-05-10',
    '2026-05-10',
    '2026-07-20',
    '2026-01-15',
    '2026-09-30',
    '2026-07-21',
  ];
  for (const [index, date] of dates.entries()) {
    await createQuotation(
      t.app,
      owner.auth,
      workedExample(index % 2 === 0 ? owner.client.id : lopez.id, { quotation_date: date }),
    );
  }
  return { ...owner, lopez };
}

describe('one page at a time', () => {
  it('answers the page asked for with its pagination, newest first, no row twice', async () => {
    const { auth } = await sevenQuotations();
    const newestFirst = [
      'QUO-000006',
      'QUO-000007',
      'QUO-000004',
      'QUO-000003',
      'QUO-000002',
      'QUO-000001',
      'QUO-000005',
    ];
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const res = await list(auth, { limit: 3, page });
      expect(res.statusCode).toBe(200);
      expect(res.json().pagination).toEqual({ current_page: page, last_page: 3, per_page: 3, total: 7 });
      seen.push(...numbers(res));
    }
    expect(seen).toEqual(newestFirst);

    const past = await list(auth, { limit: 3, page: 4 });
    expect(past.json().response).toEqual([]);
    expect(past.json().pagination).toEqual({ current_page: 4, last_page: 3, per_page: 3, total: 7 });

    const oldest = await list(auth, { limit: 3, order: 'asc' });
    expect(numbers(oldest)).toEqual(['QUO-000005', 'QUO-000001', 'QUO-000002']);
    // Without page or limit: the first page of 50.
    const defaults = await list(auth);
    expect(defaults.json().pagination).toEqual({ current_page: 1, last_page: 1, per_page: 50, total: 7 });
    expect(numbers(defaults)).toEqual(newestFirst);
  });

  it('combines the search, the dates and the status filter with paging', async () => {
    const { auth } = await sevenQuotations();
    const first = await list(auth, { search_field: 'LOPEZ', start_date: '2026-02-01', limit: 1 });
    expect(first.json().pagination).toEqual({ current_page: 1, last_page: 3, per_page: 1, total: 3 });
    expect(numbers(first)).toEqual(['QUO-000006']);
    const third = await list(auth, { search_field: 'LOPEZ', start_date: '2026-02-01', limit: 1, page: 3 });
    expect(numbers(third)).toEqual(['QUO-000002']);

    const row = (await list(auth, { search_field: 'QUO-000004' })).json().response[0];
    await postCall(t.app, auth, 'quotation_change_status', { quotation_id: row.id, status: 'approved' });
    const approved = await list(auth, { category: 'approved', limit: 10 });
    expect(numbers(approved)).toEqual(['QUO-000004']);
    expect(approved.json().pagination.total).toBe(1);
    const drafts = await list(auth, { category: 'draft', end_date: '2026-06-30', limit: 2, page: 2 });
    expect(drafts.json().pagination).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 4 });
    expect(numbers(drafts)).toEqual(['QUO-000001', 'QUO-000005']);

    const search = await postCall(t.app, auth, 'quotation/details/search', {
      from_date: '2026-01-01',
      to_date: '2026-12-31',
      search_field: 'acme',
      page: 2,
      limit: 2,
    });
    expect(search.json().pagination).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 4 });
    expect(numbers(search)).toEqual(['QUO-000001', 'QUO-000005']);
  });

  it('answers a lean row: what a card shows, without lines, attachments or pdfLink', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    await createQuotation(t.app, auth, workedExample(client.id, { notes: '' }));
    const withNote = await createQuotation(t.app, auth, workedExample(client.id));
    const [row, plain] = (await list(auth)).json().response;
    expect(row).not.toHaveProperty('quotation_items');
    expect(row).not.toHaveProperty('quotation_attachments');
    expect(row).not.toHaveProperty('pdfLink');
    expect(row).toMatchObject({
      id: withNote.id,
      quotation_number: withNote.quotation_number,
      total_amount_gross: withNote.total_amount_gross,
      vat_amount: withNote.vat_amount,
      client: { business_name: 'Acme Holdings', name: 'Jordan Smith', email: 'jordan@acme.co.uk' },
      attachment_count: 0,
      is_image: 'N',
      has_note: true,
    });
    expect(plain.has_note).toBe(false);
  });

  it('refuses a page or a limit out of range with their messages, and changes nothing', async () => {
    const { auth } = await ownerWithClient(t.app);
    for (const body of [
      { page: 0 },
      { page: 'two' },
      { page: 1.5 },
      { limit: 0 },
      { limit: 201 },
      { limit: -5 },
    ]) {
      const res = await list(auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await list(auth, { page: 0, limit: 500 })).json().message).toEqual([
      'Page must be a whole number of at least 1.',
      'Limit must be a whole number from 1 to 200.',
    ]);
    expect((await list(auth, { limit: 200 })).statusCode).toBe(200);
  });
});

describe('the search', () => {
  it('matches the number, the client names and e-mail in part and in any case, and nothing else', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const odd = await createClient(t.app, auth, {
      full_name: 'Percy 100%_Sure "Quote"',
      email: 'percy@example.com',
      business_name: 'Odd & Co',
    });
    await createQuotation(t.app, auth, workedExample(client.id));
    await createQuotation(t.app, auth, workedExample(odd.id));
    const found = async (search_field: string) => numbers(await list(auth, { search_field }));
    expect(await found('quo-000001')).toEqual(['QUO-000001']);
    expect(await found('2')).toEqual(['QUO-000002']);
    expect(await found('jordan@ACME')).toEqual(['QUO-000001']);
    expect(await found('hOLDIN')).toEqual(['QUO-000001']);
    expect(await found('100%_s')).toEqual(['QUO-000002']);
    expect(await found('%')).toEqual(['QUO-000002']);
    expect(await found('"quote"')).toEqual(['QUO-000002']);
    expect(await found('o')).toEqual(['QUO-000002', 'QUO-000001']);
    expect(await found('zz')).toEqual([]);
    expect(await found('acme holdings!')).toEqual([]);
  });

  it('follows a client who is renamed', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    await createQuotation(t.app, auth, workedExample(client.id));
    const renamed = await postCall(t.app, auth, 'update_client', {
      client_id: client.id,
      full_name: 'Jordan Smith',
      email: 'jordan@newname.co.uk',
      business_name: 'Brand New Name Ltd',
    });
    expect(renamed.statusCode).toBe(200);
    expect(numbers(await list(auth, { search_field: 'brand new' }))).toEqual(['QUO-000001']);
    expect(numbers(await list(auth, { search_field: 'acme' }))).toEqual([]);
    expect((await list(auth)).json().response[0].client).toMatchObject({
      business_name: 'Brand New Name Ltd',
      email: 'jordan@newname.co.uk',
    });
  });
});

describe('totals', () => {
  it('stay exact as quotations are made, voided and deleted, and count only the owner’s', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const stranger = await ownerWithClient(t.app);
    const total = async (body: object = {}) => (await list(auth, body)).json().pagination.total as number;
    const a = await createQuotation(t.app, auth, workedExample(client.id));
    expect(await total()).toBe(1);
    expect(await total()).toBe(1);
    await createQuotation(t.app, stranger.auth, workedExample(stranger.client.id));
    const b = await createQuotation(t.app, auth, workedExample(client.id));
    expect(await total()).toBe(2);
    expect(await total({ category: 'void' })).toBe(0);
    await postCall(t.app, auth, 'quotation_void', { quotation_id: a.id });
    expect(await total({ category: 'void' })).toBe(1);
    expect(await total({ category: 'draft' })).toBe(1);
    await postCall(t.app, auth, 'delete_quotation', { quotation_id: b.id });
    expect(await total()).toBe(1);
    expect(await total({ category: 'draft' })).toBe(0);
    expect((await list(stranger.auth)).json().pagination.total).toBe(1);
  });
});

describe('totals while others write', () => {
  // On PostgreSQL the pool runs these calls at the same time: a total counted while a quotation is being
  // saved must not be kept as the answer for later. (On SQLite one connection takes them in turn.)
  it('answer the exact total once the writes are done, whatever was counted meanwhile', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const calls: Array<Promise<unknown>> = [];
    for (let index = 0; index < 20; index += 1) {
      calls.push(createQuotation(t.app, auth, workedExample(client.id)));
      calls.push(list(auth, { limit: 1 }));
      calls.push(list(auth, { limit: 1, search_field: 'acme' }));
    }
    await Promise.all(calls);
    expect((await list(auth, { limit: 1 })).json().pagination.total).toBe(20);
    expect((await list(auth, { limit: 1, search_field: 'acme' })).json().pagination.total).toBe(20);
  });
});
