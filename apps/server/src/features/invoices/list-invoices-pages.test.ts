// docs/reference/api.md 'Lists answer one page' for get_invoice_list_by_user and invoice/details/search: page
// and limit (50 by default, at most 200), pagination beside the rows, newest first with no row twice, lean
// rows, and the search by number and client name or e-mail (docs/reference/invoices.md 'Rules').
import { addDays, calendarDateOf } from '@tradebook/domain/documents/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createClient } from '../../../test/catalogue-factories';
import {
  addPayment,
  createInvoice,
  invoiceExample,
  type InvoiceAnswer,
} from '../../../test/invoice-factories';
import { ownerWithClient } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (auth: Auth, path: string, payload: object = {}) => postCall(t.app, auth, path, payload);
const list = (auth: Auth, body: object = {}) => call(auth, 'get_invoice_list_by_user', body);
const rowsOf = (res: { json(): { response: InvoiceAnswer[] } }) => res.json().response;
const numbers = (res: { json(): { response: InvoiceAnswer[] } }) =>
  rowsOf(res).map((row) => row.invoice_number);

describe('one page at a time', () => {
  it('answers pages of 50 by default (at most 200), newest first, no row twice', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const today = calendarDateOf(t.ctx.now());
    // 53 invoices over 27 days, two a day (the number breaks the tie).
    for (let index = 0; index < 53; index += 1) {
      await createInvoice(
        t.app,
        auth,
        invoiceExample(client.id, { invoice_date: addDays(today, -Math.floor(index / 2)) }),
      );
    }
    const all = Array.from({ length: 53 }, (_, i) => `INV-${String(i + 1).padStart(6, '0')}`);
    // Newest date first, then the higher number: 2, 1, 4, 3, ..., 52, 51, and 53 alone on the oldest day.
    const newestFirst = Array.from({ length: 27 }, (_, day) =>
      [all[2 * day + 1], all[2 * day]].filter((n): n is string => n !== undefined),
    ).flat();

    const first = await list(auth);
    expect(first.json().pagination).toEqual({ current_page: 1, last_page: 2, per_page: 50, total: 53 });
    const second = await list(auth, { page: 2 });
    expect(second.json().pagination).toEqual({ current_page: 2, last_page: 2, per_page: 50, total: 53 });
    expect([...numbers(first), ...numbers(second)]).toEqual(newestFirst);

    const big = await list(auth, { limit: 200 });
    expect(big.json().pagination).toEqual({ current_page: 1, last_page: 1, per_page: 200, total: 53 });
    expect(numbers(big)).toEqual(newestFirst);
    const small = await list(auth, { limit: '7', page: '3' });
    expect(numbers(small)).toEqual(newestFirst.slice(14, 21));
    expect(numbers(await list(auth, { limit: 7, page: 9 }))).toEqual([]);
    expect(numbers(await list(auth, { limit: 3, order: 'asc' }))).toEqual([
      'INV-000053',
      'INV-000051',
      'INV-000052',
    ]);

    const refused = await list(auth, { page: 0, limit: 201 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toEqual([
      'Page must be a whole number of at least 1.',
      'Limit must be a whole number from 1 to 200.',
    ]);
  });

  it('answers a lean row: what a card shows, without lines, payments, attachments or pdfLink', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));
    await addPayment(t.app, auth, invoice.id, 10);
    const [row] = rowsOf(await list(auth));
    for (const field of ['invoice_items', 'payments', 'payment', 'invoice_attachments', 'pdfLink']) {
      expect(row).not.toHaveProperty(field);
    }
    expect(row).toMatchObject({
      id: invoice.id,
      invoice_number: 'INV-000001',
      invoice_date: invoice.invoice_date,
      expiry_date: invoice.expiry_date,
      total_amount_gross: 82.58,
      total_amount_paid: 10,
      remaining_due: 72.58,
      client: { business_name: 'Acme Holdings', name: 'Jordan Smith', email: 'jordan@acme.co.uk' },
      attachment_count: 0,
      is_image: 'N',
      has_note: true,
    });
  });
});

describe('invoice/details/search', () => {
  it('needs the date range, with the spec messages', async () => {
    const { auth } = await ownerWithClient(t.app);
    const res = await call(auth, 'invoice/details/search', {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: 0,
      message: ['Start date is required', 'End date is required'],
    });
  });

  it('finds invoices by number and by client name or e-mail, in part and any case, within the dates', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const lopez = await createClient(t.app, auth, {
      full_name: 'Maria Lopez',
      email: 'maria@lopez.co.uk',
      business_name: 'Lopez Bakery',
    });
    const today = calendarDateOf(t.ctx.now());
    // INV-000001 to INV-000005, one a day from 4 days ago: Acme, Lopez, Acme, Lopez, Acme.
    for (let index = 0; index < 5; index += 1) {
      await createInvoice(
        t.app,
        auth,
        invoiceExample(index % 2 === 0 ? client.id : lopez.id, { invoice_date: addDays(today, index - 4) }),
      );
    }
    const fourth = rowsOf(await list(auth, { search_field: 'INV-000004' }))[0];
    await call(auth, 'invoice/change_to_void', { invoice_id: fourth?.id });
    const search = (fields: object) =>
      call(auth, 'invoice/details/search', { from_date: addDays(today, -30), to_date: today, ...fields });

    const byNumber = await search({ search_field: 'inv-000003' });
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    expect(numbers(byNumber)).toEqual(['INV-000003']);
    expect(byNumber.json().pagination).toEqual({ current_page: 1, last_page: 1, per_page: 50, total: 1 });
    expect(numbers(await search({ search_field: 'bakery' }))).toEqual(['INV-000004', 'INV-000002']);
    expect(numbers(await search({ search_field: 'MARIA@lopez' }))).toEqual(['INV-000004', 'INV-000002']);
    expect(numbers(await search({ search_field: 'Jordan Sm' }))).toEqual([
      'INV-000005',
      'INV-000003',
      'INV-000001',
    ]);
    expect(numbers(await search({ search_field: 'nobody' }))).toEqual([]);
    // With a status filter, and with a narrower range.
    expect(numbers(await search({ search_field: 'lopez', category: 'void' }))).toEqual(['INV-000004']);
    expect(numbers(await search({ search_field: 'lopez', category: 'draft' }))).toEqual(['INV-000002']);
    const narrow = await call(auth, 'invoice/details/search', {
      from_date: addDays(today, -3),
      to_date: addDays(today, -1),
      search_field: 'acme',
    });
    expect(numbers(narrow)).toEqual(['INV-000003']);
    // Paged like the list.
    const page = await search({ limit: 2, page: 3 });
    expect(page.json().pagination).toEqual({ current_page: 3, last_page: 3, per_page: 2, total: 5 });
    expect(numbers(page)).toEqual(['INV-000001']);
    // A NUL character cannot be searched for (nor stored): refused, not a 500.
    const nul = await search({ search_field: 'lop\u0000ez' });
    expect(nul.statusCode, nul.body).toBe(422);
  });
});
