// The attachment cap holds when uploads arrive at the same moment (issue 13, 'Low'): 40 uploads at
// once used to store 200 files against a cap of 20, because each request counted the rows before any
// other had inserted. Now the count and the insert are one step, so the cap holds, every refused upload
// answers the cap's 409, and the files of the refused uploads do not stay behind in the data folder.
//
// It runs on both databases: on PostgreSQL the pool really runs the requests in parallel transactions
// (they wait for the document's row lock); on SQLite the images are re-encoded concurrently and the
// requests interleave between their queries, which is how the cap was overrun there too.
import { EXPENSE_MESSAGES } from '@tradebook/domain/expenses/expense-messages';
import { QUOTATION_MESSAGES } from '@tradebook/domain/quotations/quotation-messages';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm } from '../../../test/api-calls';
import { createExpense } from '../../../test/expense-factories';
import type { FilePart } from '../../../test/forms';
import { createQuotation, ownerWithClient, workedExample } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let image: FilePart;

beforeAll(async () => {
  t = await buildTestApp();
  const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0ffee' } })
    .jpeg()
    .toBuffer();
  image = { filename: 'site.jpg', contentType: 'image/jpeg', data };
});
afterAll(async () => {
  await t.close();
});

const UPLOADS = 40;
const FILES_PER_UPLOAD = 5;
const CAP = 20;

async function ownerIdOf(email: string): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('users')
    .select('id')
    .where('email_lower', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The stored files of one owner on disk (finished ones and any temporary leftovers). */
function filesOnDisk(ownerId: number): string[] {
  const folder = path.join(t.database.dataDir, 'files', String(ownerId));
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
}

function expectOnlyCapRefusals(answers: Array<{ statusCode: number; body: string }>, message: string) {
  for (const res of answers) {
    if (res.statusCode === 200) continue;
    expect(res.statusCode, res.body).toBe(409);
    expect(JSON.parse(res.body).message).toBe(message);
  }
}

describe('attachment cap under concurrent uploads', () => {
  it('stores at most 20 attachments on a quotation when 40 uploads of 5 arrive at once, and no stray files', async () => {
    const { auth, email, client } = await ownerWithClient(t.app);
    const quotation = await createQuotation(t.app, auth, workedExample(client.id));
    const answers = await Promise.all(
      Array.from({ length: UPLOADS }, () =>
        postForm(t.app, auth, 'upload_quotation_attachment', {
          quotation_id: String(quotation.id),
          'quotation_attachments[]': Array.from({ length: FILES_PER_UPLOAD }, () => image),
        }),
      ),
    );
    expectOnlyCapRefusals(answers, QUOTATION_MESSAGES.tooManyAttachments);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(CAP / FILES_PER_UPLOAD);

    const rows = await t.ctx.db
      .selectFrom('document_attachments')
      .select('filename')
      .where('document_id', '=', quotation.id)
      .execute();
    expect(rows).toHaveLength(CAP);
    expect(filesOnDisk(await ownerIdOf(email)).sort()).toEqual(rows.map((row) => row.filename).sort());
  });

  it('keeps an expense at 20 receipts when 40 updates each adding one arrive at once, and no stray files', async () => {
    const { auth, email } = await ownerWithClient(t.app);
    const expense = await createExpense(t.app, auth);
    const answers = await Promise.all(
      Array.from({ length: UPLOADS }, () =>
        postForm(t.app, auth, 'update_expense', {
          expense_id: String(expense.id),
          payment_type: 'Card',
          expense_date: '2026-11-20 12:30:00',
          category_id: '7',
          vendor: 'Corner Cafe',
          amount: '12.50',
          currency_id: '826',
          is_image: 'Y',
          image,
        }),
      ),
    );
    expectOnlyCapRefusals(answers, EXPENSE_MESSAGES.tooManyReceipts);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(CAP);

    const rows = await t.ctx.db
      .selectFrom('expense_receipts')
      .select('filename')
      .where('expense_id', '=', expense.id)
      .execute();
    expect(rows).toHaveLength(CAP);
    expect(filesOnDisk(await ownerIdOf(email)).sort()).toEqual(rows.map((row) => row.filename).sort());
  });
});
