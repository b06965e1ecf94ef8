// create_zip answers a signed, expiring link (docs/reference/expenses.md 'Calls': 'returns a link'); the link
// answers a ZIP of expenses.csv (a summary of the matching expenses) and their receipts named by expense
// number. The link is the key: its owner and filters are signed with it, so an altered or expired link
// answers 404, and no link of another owner can be turned into one that serves this owner's expenses.
import { unzipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { ownerIdOf } from '../../../test/catalogue-seed';
import { createExpense, receiptPhoto } from '../../../test/expense-factories';
import { FORMULA_VENDOR, seedExportedExpenses, type ExportSeed } from '../../../test/expense-exports-seed';
import { signedInUser } from '../../../test/factories';
import { fetchLink } from '../../../test/profile-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let seed: ExportSeed;
let stranger: Auth;

beforeAll(async () => {
  t = await buildTestApp();
  seed = await seedExportedExpenses(t.app);
  // Another owner whose expense has the same number, vendor and a receipt.
  stranger = (await signedInUser(t.app)).auth;
  await createExpense(t.app, stranger, { vendor: 'Station Garage', amount: '99.00' }, [
    await receiptPhoto(64, 64),
  ]);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => t.setNow(undefined));

const CSV_HEADER = 'Expense No,Date,Category,Vendor,Payment Method,Currency,Amount,Notes,Exchange Rate';

async function zipLink(auth: Auth, filters: object): Promise<string> {
  const res = await postCall(t.app, auth, 'create_zip', filters);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({ status: 1 });
  expect(typeof body.response).toBe('string');
  expect(body.response).toMatch(
    /^http:\/\/tradebook\.test\/api\/v3\/download\/expenses\/\d+\/[0-9a-f]+\/expenses/,
  );
  return body.response as string;
}

async function openZip(link: string) {
  const res = await fetchLink(t, link);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['cache-control']).toBe('private, no-store');
  const files = unzipSync(new Uint8Array(res.rawPayload));
  const csv = Buffer.from(files['expenses.csv'] ?? new Uint8Array()).toString('utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).trim().split('\r\n');
  expect(lines.shift()).toBe(CSV_HEADER);
  return { res, files, names: Object.keys(files), lines };
}

const storedReceipt = async (link: string) => Buffer.from((await fetchLink(t, link)).rawPayload);

describe('create_zip', () => {
  it('answers a link to a ZIP of expenses.csv and every receipt named by its expense number', async () => {
    const { res, files, names, lines } = await openZip(await zipLink(seed.auth, {}));
    expect(res.headers['content-disposition']).toBe('attachment; filename="expenses.zip"');
    expect(names).toEqual([
      'expenses.csv',
      'EXP-000004.jpg',
      'EXP-000002.jpg',
      'EXP-000001.jpg',
      'EXP-000001-2.jpg',
    ]);
    expect(lines).toEqual([
      'EXP-000004,2026-07-20,Fuel,Station Garage,Cash,GBP,45.10,"Van, full tank",',
      // Cells a spreadsheet would run as a formula start with an apostrophe.
      `EXP-000003,2026-07-01,Office supplies,"'${FORMULA_VENDOR.replace(/"/g, '""')}",Cash,GBP,7.45,'-5% for cash,`,
      // The exchange rate an expense in another currency keeps, last (ADR 0395).
      'EXP-000002,2026-06-15,Travel,Hôtel du Lac,Card,EUR,120.00,,0.86',
      'EXP-000001,2026-06-01,Travel,Rail Tickets Ltd,Card,GBP,23.20,Return to Leeds,',
    ]);
    // The receipts are the stored files, byte for byte, in the order they were added.
    const [first, second] = seed.receiptLinks['EXP-000001'] as string[];
    expect(
      Buffer.from(files['EXP-000001.jpg'] as Uint8Array).equals(await storedReceipt(first as string)),
    ).toBe(true);
    expect(
      Buffer.from(files['EXP-000001-2.jpg'] as Uint8Array).equals(await storedReceipt(second as string)),
    ).toBe(true);
    const fuel = (seed.receiptLinks['EXP-000004'] as string[])[0] as string;
    expect(Buffer.from(files['EXP-000004.jpg'] as Uint8Array).equals(await storedReceipt(fuel))).toBe(true);
  });

  it('keeps the filters of the list, in the CSV and the receipts alike', async () => {
    const june = await openZip(
      await zipLink(seed.auth, { start_date: '2026-06-01', end_date: '2026-06-30' }),
    );
    expect(june.res.headers['content-disposition']).toBe(
      'attachment; filename="expenses-2026-06-01-to-2026-06-30.zip"',
    );
    expect(june.names).toEqual(['expenses.csv', 'EXP-000002.jpg', 'EXP-000001.jpg', 'EXP-000001-2.jpg']);
    expect(june.lines.map((line) => line.slice(0, 10))).toEqual(['EXP-000002', 'EXP-000001']);

    const gbpTravel = await openZip(await zipLink(seed.auth, { category_id: 17, currency_id: 826 }));
    expect(gbpTravel.names).toEqual(['expenses.csv', 'EXP-000001.jpg', 'EXP-000001-2.jpg']);
    const cash = await openZip(await zipLink(seed.auth, { paymentMethod: 'Cash', order: 'asc' }));
    expect(cash.names).toEqual(['expenses.csv', 'EXP-000004.jpg']);
    expect(cash.lines.map((line) => line.slice(0, 10))).toEqual(['EXP-000003', 'EXP-000004']);
    const search = await openZip(await zipLink(seed.auth, { search_text: 'hôtel' }));
    expect(search.names).toEqual(['expenses.csv', 'EXP-000002.jpg']);

    const none = await openZip(await zipLink(seed.auth, { search_text: 'nobody' }));
    expect(none.names).toEqual(['expenses.csv']);
    expect(none.lines).toEqual([]);
  });

  it('answers 404 for an altered or expired link', async () => {
    const link = await zipLink(seed.auth, { category_id: 17 });
    expect((await fetchLink(t, link)).statusCode).toBe(200);
    const everything = Buffer.from(
      JSON.stringify({ search_text: '', category_id: null, currency_id: null, order: 'desc' }),
    ).toString('base64url');
    for (const url of [
      link.replace(/q=[^&]+/, `q=${everything}`),
      link.replace(/sig=[^&]+/, 'sig=x'),
      link.replace(/expires=\d+/, (expires) => `${expires}0`),
      link.replace('expenses.zip', 'expenses-2026-01-01-to-today.zip'),
      link.replace('/download/expenses/', '/download/invoices/'),
      link.replace(/[?].*$/, ''),
    ]) {
      const res = await fetchLink(t, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ status: 0, message: 'Resource not found' });
    }
    t.setNow(new Date(Date.now() + 26 * 3600 * 1000));
    expect((await fetchLink(t, link)).statusCode).toBe(404);
  });

  it("never serves another owner's expenses", async () => {
    // The stranger's own link: only the stranger's expense and receipt.
    const theirs = await openZip(await zipLink(stranger, {}));
    expect(theirs.names).toEqual(['expenses.csv', 'EXP-000001.jpg']);
    expect(theirs.lines).toEqual([
      'EXP-000001,2026-11-20,Meals and entertainment,Station Garage,Card,GBP,99.00,Lunch with a client,',
    ]);

    // Their link pointed at this owner (the owner is in the path) is no longer signed.
    const ours = await ownerIdOf(t.app, seed.auth);
    const mine = await zipLink(stranger, {});
    const pointed = mine.replace(/\/download\/expenses\/\d+\//, `/download/expenses/${ours}/`);
    expect(pointed).not.toBe(mine);
    expect((await fetchLink(t, pointed)).statusCode).toBe(404);
    // Nor can the filters of this owner's link be carried over to theirs.
    const ownLink = await zipLink(seed.auth, { search_text: 'rail' });
    const q = /q=([^&]+)/.exec(ownLink)?.[1] as string;
    const carried = mine.replace(/q=[^&]+/, `q=${q}`);
    expect((await fetchLink(t, carried)).statusCode).toBe(404);
  });
});
