// Rows of receipt reading (docs/decisions/0358): the vendors the owner corrected, the hashes of the
// receipts read into saved expenses (the owner's expenses are read through expenses/expense-matches.repository.ts). Every
// function takes the owner and filters on user_id; each lookup is one row found by an index.
import type { Kysely } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';

export interface RememberedVendor {
  vendor: string;
  categoryId: number;
  currencyId: number;
}

export async function findRememberedVendor(
  db: Kysely<Database>,
  owner: OwnerId,
  readKey: string,
): Promise<RememberedVendor | undefined> {
  const row = await db
    .selectFrom('receipt_vendors')
    .select(['vendor', 'category_id', 'currency_id'])
    .where('user_id', '=', owner)
    .where('read_key', '=', readKey)
    .executeTakeFirst();
  return (
    row && { vendor: row.vendor, categoryId: Number(row.category_id), currencyId: Number(row.currency_id) }
  );
}

export async function rememberVendor(
  db: Kysely<Database>,
  owner: OwnerId,
  readKey: string,
  remembered: RememberedVendor,
  now: string,
): Promise<void> {
  const values = {
    vendor: remembered.vendor,
    category_id: remembered.categoryId,
    currency_id: remembered.currencyId,
    updated_at: now,
  };
  await db
    .insertInto('receipt_vendors')
    .values({ user_id: owner, read_key: readKey, ...values })
    .onConflict((conflict) => conflict.columns(['user_id', 'read_key']).doUpdateSet(values))
    .execute();
}

/** Keeps the hash of a receipt read into `expenseId`; a hash already kept keeps its first expense. */
export async function keepReceiptHash(
  db: Kysely<Database>,
  owner: OwnerId,
  sha256: string,
  expenseId: number,
  now: string,
): Promise<void> {
  await db
    .insertInto('receipt_images')
    .values({ user_id: owner, sha256, expense_id: expenseId, created_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'sha256']).doNothing())
    .execute();
}

export async function findExpenseOfHash(
  db: Kysely<Database>,
  owner: OwnerId,
  sha256: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('receipt_images')
    .select('expense_id')
    .where('user_id', '=', owner)
    .where('sha256', '=', sha256)
    .executeTakeFirst();
  return row && Number(row.expense_id);
}
