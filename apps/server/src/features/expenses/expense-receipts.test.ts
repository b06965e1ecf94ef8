// Receipt images of expenses (docs/reference/expenses.md 'Rules' and 'Limits'; docs/reference/files.md
// 'Rules', docs/reference/api.md 'Security rules'): each is checked by its content and re-encoded, a refused
// upload leaves no row and no file, and the delete call looks the name up among the expense's own receipts.
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postCall, postForm, type Auth } from '../../../test/api-calls';
import { signedInUser } from '../../../test/factories';
import { createExpense, createExpenseCall, LUNCH, receiptPhoto } from '../../../test/expense-factories';
import { storedExpenseState } from '../../../test/expense-storage';
import type { FieldValue, FilePart } from '../../../test/forms';
import { fetchLink } from '../../../test/profile-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let small: FilePart;
beforeAll(async () => {
  t = await buildTestApp();
  small = await receiptPhoto(120, 90);
});
afterEach(() => t.setNow(undefined));
afterAll(async () => {
  await t.close();
});

const NOTHING = { expenses: 0, receipts: 0, creditsUsed: 0, files: [] };
const UNSUPPORTED = { status: 0, message: 'Only PNG or JPEG images are accepted.' };

const part = (data: Buffer, filename: string, contentType = 'image/jpeg'): FilePart => ({
  filename,
  contentType,
  data,
});

function updateCall(auth: Auth, expense: { id: number }, fields: Record<string, FieldValue> = {}) {
  return postForm(t.app, auth, 'update_expense', { ...LUNCH, expense_id: String(expense.id), ...fields });
}

function deleteReceipt(auth: Auth, expenseNo: string, filename: string) {
  return postForm(t.app, auth, 'delete_expense_attachment', { expense_no: expenseNo, filename });
}

const read = async (auth: Auth, id: number) =>
  (await postCall(t.app, auth, 'getExpenseListById', { expenseId: id })).json().response;

/** Files that are not a whole PNG or JPEG, whatever their names and content types say. */
async function fakes(): Promise<Array<[string, FilePart]>> {
  const jpeg = (await receiptPhoto(300, 200)).data;
  const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
  return [
    ['a text file renamed .jpg', part(Buffer.from('Total: 12.50 GBP\n'.repeat(50)), 'receipt.jpg')],
    ['an SVG', part(Buffer.from(svg), 'receipt.png', 'image/png')],
    ['a truncated JPEG', part(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'receipt.jpg')],
    ['a GIF', part(gif, 'receipt.jpg')],
  ];
}

describe('receipts of create_expense and update_expense', () => {
  it('stores a 4000 x 3000 phone photo within 1024 px and 512 KB as a JPEG without its EXIF and GPS', async () => {
    const phone = await receiptPhoto(4000, 3000);
    const tagged = await sharp(phone.data)
      .jpeg({ quality: 90 })
      .withMetadata({
        exif: {
          IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12', Artist: 'Alex Baker' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '51/1 30/1 2645/100',
            GPSLongitudeRef: 'W',
            GPSLongitude: '0/1 7/1 3960/100',
          },
        },
      })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    expect(tagged.includes('PhoneMaker')).toBe(true);

    const { auth } = await signedInUser(t.app);
    const expense = await createExpense(t.app, auth, {}, [part(tagged, 'IMG_0001.jpg')]);
    const file = await fetchLink(t, expense.url[0]);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const stored = file.rawPayload;
    expect(stored.length).toBeLessThanOrEqual(524_288);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1024, height: 768 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('PhoneMaker')).toBe(false);
    expect(stored.includes('Alex Baker')).toBe(false);
    expect(expense.attachments[0].filename).toMatch(/^[a-f0-9]{32}\.jpg$/);
  });

  it('keeps several receipts sent as image[], and update_expense’s image adds one', async () => {
    const { auth, email } = await signedInUser(t.app);
    const png = await sharp({ create: { width: 1600, height: 400, channels: 4, background: '#2a6f97' } })
      .png()
      .toBuffer();
    const expense = await createExpense(t.app, auth, {}, [small, part(png, 'scan.png', 'image/png'), small]);
    expect(expense).toMatchObject({ is_image: 'Y', attachment_count: 3 });
    expect(new Set(expense.attachments.map((a: { filename: string }) => a.filename)).size).toBe(3);
    for (const url of expense.url) expect((await fetchLink(t, url)).statusCode).toBe(200);

    const updated = await updateCall(auth, expense, { vendor: 'Corner Cafe Ltd', image: small });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = updated.json().response;
    expect(after).toMatchObject({
      vendor: 'Corner Cafe Ltd',
      attachment_count: 4,
      file_name: expense.file_name,
    });
    expect(after.attachments.slice(0, 3)).toEqual(
      expense.attachments.map((a: { id: number; filename: string }) =>
        expect.objectContaining({ id: a.id, filename: a.filename }),
      ),
    );
    // An update without an image keeps the receipts as they are.
    expect((await updateCall(auth, expense)).json().response.attachment_count).toBe(4);
    expect(await storedExpenseState(t, email)).toMatchObject({ expenses: 1, receipts: 4 });
    expect((await storedExpenseState(t, email)).files).toHaveLength(4);
  });

  it('takes an empty file input (no file chosen) as no receipt', async () => {
    const { auth, email } = await signedInUser(t.app);
    const none = part(Buffer.alloc(0), '', 'application/octet-stream');
    const expense = await createExpense(t.app, auth, { is_image: 'N' }, [none]);
    expect(expense).toMatchObject({ is_image: 'N', attachment_count: 0, file_name: 'N/A' });
    expect((await createExpenseCall(t.app, auth, { 'image[]': '' })).statusCode).toBe(200);
    const updated = await updateCall(auth, expense, { image: none });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().response.attachment_count).toBe(0);
    // A named file with no bytes is a broken photo, not an empty input.
    const broken = await createExpenseCall(t.app, auth, {}, [part(Buffer.alloc(0), 'receipt.jpg')]);
    expect(broken.statusCode).toBe(415);
    expect(await storedExpenseState(t, email)).toMatchObject({ expenses: 2, receipts: 0, files: [] });
  });

  it('refuses fakes (415) and a file over 10 MB (413), storing no expense, receipt or file', async () => {
    const { auth, email } = await signedInUser(t.app);
    for (const [what, fake] of await fakes()) {
      // The good receipt sent first was already stored when the fake came: it must be removed again.
      const res = await createExpenseCall(t.app, auth, {}, [small, fake]);
      expect(res.statusCode, what).toBe(415);
      expect(res.json(), what).toMatchObject(UNSUPPORTED);
      expect(await storedExpenseState(t, email), what).toEqual(NOTHING);
    }
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooBig = await createExpenseCall(t.app, auth, {}, [part(huge, 'huge.jpg')]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().status).toBe(0);
    expect(await storedExpenseState(t, email)).toEqual(NOTHING);
    expect((await createExpense(t.app, auth)).expense_no).toBe('EXP-000001');
  });

  it('refuses a fake in update_expense and changes nothing of the expense', async () => {
    const { auth, email } = await signedInUser(t.app);
    const expense = await createExpense(t.app, auth, {}, [small]);
    for (const [what, fake] of await fakes()) {
      const res = await updateCall(auth, expense, { vendor: 'Changed', amount: '99.00', image: fake });
      expect(res.statusCode, what).toBe(415);
      expect(res.json(), what).toMatchObject(UNSUPPORTED);
    }
    const { url: _u, attachments, ...unchanged } = await read(auth, expense.id);
    const { url: _v, attachments: before, ...original } = expense;
    expect(unchanged).toEqual(original);
    expect(attachments.map((a: { filename: string }) => a.filename)).toEqual(
      before.map((a: { filename: string }) => a.filename),
    );
    expect((await storedExpenseState(t, email)).files).toHaveLength(1);
  });

  it('keeps at most 20 receipts an expense', async () => {
    const { auth, email } = await signedInUser(t.app);
    const twentyOne = await createExpenseCall(
      t.app,
      auth,
      {},
      Array.from({ length: 21 }, () => small),
    );
    expect(twentyOne.statusCode).toBe(413);
    expect(twentyOne.json()).toMatchObject({ status: 0, message: 'At most 20 files can be sent at once.' });
    expect(await storedExpenseState(t, email)).toEqual(NOTHING);

    const expense = await createExpense(
      t.app,
      auth,
      {},
      Array.from({ length: 20 }, () => small),
    );
    expect(expense.attachment_count).toBe(20);
    const more = await updateCall(auth, expense, { image: small });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({
      status: 0,
      message: 'An expense can keep at most 20 receipt images. Delete one before adding another.',
    });
    expect(await storedExpenseState(t, email)).toMatchObject({ expenses: 1, receipts: 20 });
    expect((await storedExpenseState(t, email)).files).toHaveLength(20);
  });
});

describe('delete_expense_attachment', () => {
  it('removes the receipt, its file and its link, and answers the expense as it now is', async () => {
    const { auth, email } = await signedInUser(t.app);
    const expense = await createExpense(t.app, auth, {}, [small, small]);
    const [first, second] = expense.attachments;
    const res = await deleteReceipt(auth, expense.expense_no, first.filename);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 1, statusCode: 200, message: ['Delete attachment Successful.'] });
    expect(body.response).toMatchObject({
      id: expense.id,
      attachment_count: 1,
      file_name: second.filename,
      attachments: [expect.objectContaining({ id: second.id, filename: second.filename })],
    });
    expect((await storedExpenseState(t, email)).files).toEqual([second.filename]);
    expect((await fetchLink(t, first.url)).statusCode).toBe(404);
    expect((await fetchLink(t, second.url)).statusCode).toBe(200);

    // The last one gone: the expense has no image any more.
    const last = await postCall(t.app, auth, 'delete_expense_attachment', {
      expense_no: expense.expense_no,
      filename: second.filename,
    });
    expect(last.json().response).toMatchObject({
      is_image: 'N',
      file_name: 'N/A',
      url: [],
      attachment_count: 0,
    });
    expect(await storedExpenseState(t, email)).toMatchObject({ expenses: 1, receipts: 0, files: [] });
  });

  it('answers 404 for a name that is not one of this expense’s receipts, and removes nothing', async () => {
    const { auth, email } = await signedInUser(t.app);
    const expense = await createExpense(t.app, auth, {}, [small]);
    const other = await createExpense(t.app, auth, {}, [small]);
    const before = await storedExpenseState(t, email);
    for (const filename of [
      '../../etc/passwd',
      `../${expense.attachments[0].filename}`,
      other.attachments[0].filename,
      expense.attachments[0].filename.toUpperCase(),
      '%',
    ]) {
      const res = await deleteReceipt(auth, expense.expense_no, filename);
      expect(res.statusCode, filename).toBe(404);
      expect(res.json().status).toBe(0);
    }
    const wrongNumber = await deleteReceipt(auth, 'EXP-000099', expense.attachments[0].filename);
    expect(wrongNumber.statusCode).toBe(404);
    const missing = await postCall(t.app, auth, 'delete_expense_attachment', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toEqual(['Expense number is required.', 'File name is required.']);
    expect(await storedExpenseState(t, email)).toEqual(before);
    expect((await read(auth, expense.id)).attachment_count).toBe(1);
  });

  it('gives receipts signed links that expire after a day', async () => {
    const { auth } = await signedInUser(t.app);
    const start = new Date();
    const expense = await createExpense(t.app, auth, {}, [small]);
    const [url] = expense.url as string[];
    if (!url) throw new Error('no link');
    expect((await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(404);
    t.setNow(new Date(start.getTime() + 23 * 3600_000));
    expect((await fetchLink(t, url)).statusCode).toBe(200);
    // Links expire on the hour after 24 hours; past that they are gone.
    t.setNow(new Date(start.getTime() + 25 * 3600_000 + 1000));
    expect((await fetchLink(t, url)).statusCode).toBe(404);
    // A fresh read answers a fresh link that works.
    const fresh = (await read(auth, expense.id)).url[0];
    expect(fresh).not.toBe(url);
    expect((await fetchLink(t, fresh)).statusCode).toBe(200);
  });
});
