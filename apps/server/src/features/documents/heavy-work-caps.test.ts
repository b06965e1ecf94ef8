// Caps the spec's users never reach (issue 13), each answered with a 422 that says what to do: lines per
// document, documents per ZIP of PDFs, receipts per ZIP of receipts. Records are seeded straight into
// the database; no ZIP over the cap is drawn.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { ownerIdOf } from '../../../test/catalogue-seed';
import { createQuotation, ownerWithClient, workedExample } from '../../../test/quotation-factories';
import { seedQuotations } from '../../../test/seed-documents';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { trustedOwnerId } from '../../db/owner';
import { RECEIPT_ZIP_TOO_LARGE_MESSAGE } from '../expenses/expense-exports';
import { ZIP_TOO_LARGE_MESSAGE } from './document-exports';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const local = (url: string) => url.replace('http://tradebook.test', '');

async function ownerWithQuotations(count: number) {
  const owner = await ownerWithClient(t.app);
  const id = trustedOwnerId(await ownerIdOf(t.app, owner.auth));
  await seedQuotations(t.ctx.db, id, {
    count,
    clientIds: [owner.client.id],
    from: '2026-01-01',
    to: '2026-06-30',
  });
  return { ...owner, id };
}

const zipCall = (auth: Auth, filters: object = {}) =>
  postCall(t.app, auth, 'quotation_export_zip_by_userId', filters);

describe('a document', () => {
  it('holds at most 500 lines: 501 answers 422 with the message and saves nothing', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const lines = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        name: `Line ${index + 1}`,
        quantity: 1,
        unit_price: 1,
      }));

    const refused = await postCall(
      t.app,
      auth,
      'create_quotation',
      workedExample(client.id, { quotation_items: lines(501) }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ status: 0, message: ['A document can have at most 500 lines.'] });
    const list = await postCall(t.app, auth, 'get_quotation_list_by_user', {});
    expect(list.json().pagination.total).toBe(0);

    const saved = await createQuotation(
      t.app,
      auth,
      workedExample(client.id, { quotation_items: lines(500) }),
    );
    expect(saved.quotation_items).toHaveLength(500);
  });
});

describe('a ZIP of PDFs', () => {
  it('holds at most 1,000 documents: a wider selection answers 422 before any link is made', async () => {
    const { auth } = await ownerWithQuotations(1001);
    const refused = await zipCall(auth);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ status: 0, message: [ZIP_TOO_LARGE_MESSAGE] });
    expect(ZIP_TOO_LARGE_MESSAGE).toBe('Narrow the filters: a ZIP holds at most 1,000 documents.');

    // Narrower filters make a link; the other formats hold every document.
    expect((await zipCall(auth, { start_date: '2026-01-01', end_date: '2026-03-31' })).statusCode).toBe(200);
    expect((await postCall(t.app, auth, 'quotation_export_by_userId', {})).statusCode).toBe(200);
  });

  it('is checked again when its link opens, in case documents were added since', async () => {
    const { auth, client } = await ownerWithQuotations(1000);
    const made = await zipCall(auth);
    expect(made.statusCode, made.body).toBe(200);
    await createQuotation(t.app, auth, workedExample(client.id, { quotation_date: '2026-02-01' }));
    const opened = await t.app.inject({ method: 'GET', url: local(made.json().response[0] as string) });
    expect(opened.statusCode).toBe(422);
    expect(opened.json().message).toEqual([ZIP_TOO_LARGE_MESSAGE]);
  });
});

describe("the expenses' ZIP of receipts", () => {
  it('holds at most 5,000 receipts: more answers 422 before any link is made', async () => {
    const { auth } = await ownerWithClient(t.app);
    const owner = await ownerIdOf(t.app, auth);
    const now = new Date().toISOString();
    const expenses = await t.ctx.db
      .insertInto('expenses')
      .values(
        Array.from({ length: 251 }, (_, index) => ({
          user_id: owner,
          expense_no: `EXP-${String(index + 1).padStart(6, '0')}`,
          expense_date: index === 0 ? '2026-01-01' : '2026-05-01',
          category_id: 7,
          vendor: 'Corner Cafe',
          payment_type: 'Card',
          notes: '',
          currency_id: 826,
          amount_minor: 1250,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    // 20 receipts each (the most an expense keeps): 5,020 in all.
    const receipts = expenses.flatMap(({ id }) =>
      Array.from({ length: 20 }, (_, index) => ({
        user_id: owner,
        expense_id: Number(id),
        filename: `${String(id).padStart(16, '0')}${String(index).padStart(16, '0')}.jpg`,
        original_name: 'receipt.jpg',
        size_bytes: 1000,
        created_at: now,
      })),
    );
    for (let at = 0; at < receipts.length; at += 500) {
      await t.ctx.db
        .insertInto('expense_receipts')
        .values(receipts.slice(at, at + 500))
        .execute();
    }

    const refused = await postCall(t.app, auth, 'create_zip', {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ status: 0, message: [RECEIPT_ZIP_TOO_LARGE_MESSAGE] });
    expect(RECEIPT_ZIP_TOO_LARGE_MESSAGE).toBe('Narrow the filters: a ZIP holds at most 5,000 receipts.');
    // One expense's 20 receipts are well within it.
    const narrow = await postCall(t.app, auth, 'create_zip', { from: '2026-01-01', to: '2026-01-31' });
    expect(narrow.statusCode, narrow.body).toBe(200);
  });
});
