// Receipts added and removed at the same moment (docs/reference/files.md 'Rules'): the cap of 20 receipts
// holds, and a delete never leaves a receipt's file behind on disk.
//
// PostgreSQL only: its pool runs these requests in parallel transactions that race for the expense's row.
// SQLite has a single connection and one writer, so the same requests simply run one after another and no
// race can happen: the tests are skipped there (expense-receipts.test.ts covers the sequential behaviour).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, postForm, type Auth } from '../../../test/api-calls';
import { signedInUser } from '../../../test/factories';
import { createExpense, LUNCH, receiptPhoto } from '../../../test/expense-factories';
import { ownerFiles, ownerIdOf } from '../../../test/expense-storage';
import type { FilePart } from '../../../test/forms';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { testDialect } from '../../../test/test-database';

let t: TestApp;
let small: FilePart;
beforeAll(async () => {
  if (testDialect !== 'postgres') return;
  t = await buildTestApp();
  small = await receiptPhoto(120, 90);
});
afterAll(async () => {
  await t?.close();
});

const addReceipt = (auth: Auth, id: number) =>
  postForm(t.app, auth, 'update_expense', { ...LUNCH, expense_id: String(id), image: small });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function receiptNames(owner: number): Promise<string[]> {
  const rows = await t.ctx.db
    .selectFrom('expense_receipts')
    .select('filename')
    .where('user_id', '=', owner)
    .execute();
  return rows.map((row) => row.filename).sort();
}

describe.skipIf(testDialect !== 'postgres')('receipts at the same moment (PostgreSQL)', () => {
  it('keeps the cap of 20 when six receipts are added to an expense of 18 at once', async () => {
    const { auth, email } = await signedInUser(t.app);
    const owner = await ownerIdOf(t, email);
    const expense = await createExpense(
      t.app,
      auth,
      {},
      Array.from({ length: 18 }, () => small),
    );
    const answers = await Promise.all(Array.from({ length: 6 }, () => addReceipt(auth, expense.id)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409, 409]);
    const names = await receiptNames(owner);
    expect(names).toHaveLength(20);
    // The refused ones took their files away again.
    expect(ownerFiles(t, owner)).toEqual(names);
  });

  it('leaves no file behind when an expense is deleted while a receipt is added to it', async () => {
    const { auth, email } = await signedInUser(t.app);
    const owner = await ownerIdOf(t, email);
    for (let round = 0; round < 12; round += 1) {
      const expense = await createExpense(t.app, auth, {}, [small]);
      // The delete comes a little later each round, to fall anywhere in the update's work.
      const [added, deleted] = await Promise.all([
        addReceipt(auth, expense.id),
        pause(round * 4).then(() => postCall(t.app, auth, 'delete_expense', { expenseId: expense.id })),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect([200, 404], added.body).toContain(added.statusCode);
    }
    expect(await receiptNames(owner)).toEqual([]);
    expect(ownerFiles(t, owner)).toEqual([]);
  });
});
