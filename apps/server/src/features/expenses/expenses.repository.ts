// Rows of expenses, their receipts and the monthly credits. Every function takes the owner and filters on
// user_id, so another user's expense or receipt is simply not found.
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Dialect } from '../../db/database';
import { ownersColumn, ownersTable } from '../../db/batched-reads';
import { ownedRow, type OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import type { ExpenseReceiptsTable, ExpensesTable } from './expenses.table';

export type ExpenseRow = Selectable<ExpensesTable>;
export type ReceiptRow = Selectable<ExpenseReceiptsTable>;

/** The columns a create or an update writes (the number and the owner are set apart). */
export type ExpenseValues = Omit<Insertable<ExpensesTable>, 'id' | 'user_id' | 'expense_no' | 'created_at'>;

// node-postgres is told to read BIGINT as numbers (db/database.ts); Number() keeps both databases alike.
export function expenseOf(row: ExpenseRow): ExpenseRow {
  return {
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    category_id: Number(row.category_id),
    currency_id: Number(row.currency_id),
    amount_minor: Number(row.amount_minor),
    exchange_rate_micro: row.exchange_rate_micro == null ? null : Number(row.exchange_rate_micro),
    vat_rate_milli: Number(row.vat_rate_milli ?? 0),
    vat_reclaimable: Number(row.vat_reclaimable ?? 0),
  };
}

function receiptOf(row: ReceiptRow): ReceiptRow {
  return {
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    expense_id: Number(row.expense_id),
    size_bytes: Number(row.size_bytes),
  };
}

/** Stores a new expense; answers it as stored (the database's defaults included), without reading it again. */
export async function insertExpense(
  db: Kysely<Database>,
  owner: OwnerId,
  values: ExpenseValues & { expense_no: string; created_at: string },
): Promise<ExpenseRow> {
  const row = await db
    .insertInto('expenses')
    .values(ownedRow(owner, values))
    .returningAll()
    .executeTakeFirstOrThrow();
  return expenseOf(row);
}

export async function updateExpenseRow(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
  values: ExpenseValues,
): Promise<boolean> {
  const result = await db
    .updateTable('expenses')
    .set(values)
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteExpenseRow(db: Kysely<Database>, owner: OwnerId, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('expenses')
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Whether the owner's expense exists, locking its row until the transaction `trx` ends (PostgreSQL;
 * SQLite has one writer, so a transaction there is alone anyway). */
export async function lockExpense(
  trx: Kysely<Database>,
  dialect: Dialect,
  owner: OwnerId,
  id: number,
): Promise<boolean> {
  let query = trx.selectFrom('expenses').select('id').where('user_id', '=', owner).where('id', '=', id);
  if (dialect === 'postgres') query = query.forUpdate();
  return (await query.executeTakeFirst()) !== undefined;
}

export async function findExpense(
  db: Kysely<Database>,
  owner: OwnerId,
  where: { id: number } | { expenseNo: string },
): Promise<ExpenseRow | undefined> {
  let query = db.selectFrom('expenses').selectAll().where('user_id', '=', owner);
  query = 'id' in where ? query.where('id', '=', where.id) : query.where('expense_no', '=', where.expenseNo);
  const row = await query.executeTakeFirst();
  return row ? expenseOf(row) : undefined;
}

/** The receipts of the given expenses (a page's, or one), in the order they were added. */
export async function listReceipts(
  db: Kysely<Database>,
  owner: OwnerId,
  expenseIds: readonly number[],
): Promise<ReceiptRow[]> {
  if (expenseIds.length === 0) return [];
  const rows = await db
    .selectFrom('expense_receipts')
    .selectAll()
    .where('user_id', '=', owner)
    .where('expense_id', 'in', expenseIds)
    .orderBy('expense_id')
    .orderBy('id')
    .execute();
  return rows.map(receiptOf);
}

export async function insertReceipts(
  db: Kysely<Database>,
  owner: OwnerId,
  expenseId: number,
  files: Array<{ filename: string; original_name: string; size_bytes: number; created_at: string }>,
): Promise<ReceiptRow[]> {
  if (files.length === 0) return [];
  const rows = await db
    .insertInto('expense_receipts')
    .values(files.map((file) => ({ ...file, user_id: owner, expense_id: expenseId })))
    .returningAll()
    .execute();
  // In the order they were added, as listReceipts answers them.
  return rows.sort((a, b) => Number(a.id) - Number(b.id)).map(receiptOf);
}

export async function countReceipts(
  db: Kysely<Database>,
  owner: OwnerId,
  expenseId: number,
): Promise<number> {
  const row = await db
    .selectFrom('expense_receipts')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', owner)
    .where('expense_id', '=', expenseId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Removes the receipt named `filename` of the expense; answers whether there was one. */
export async function deleteReceipt(
  db: Kysely<Database>,
  owner: OwnerId,
  expenseId: number,
  filename: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('expense_receipts')
    .where('user_id', '=', owner)
    .where('expense_id', '=', expenseId)
    .where('filename', '=', filename)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Counts one more expense created in `month` and answers how many now are. The upsert locks the row
 * until the transaction ends (PostgreSQL), or runs under SQLite's single writer: concurrent creates
 * queue here, and a create refused after it rolls its count back. */
export async function takeCredit(db: Kysely<Database>, owner: OwnerId, month: string): Promise<number> {
  const row = await db
    .insertInto('expense_credits')
    .values({ user_id: owner, month, used: 1 })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'month']).doUpdateSet({ used: sql`expense_credits.used + 1` }),
    )
    .returning('used')
    .executeTakeFirstOrThrow();
  return Number(row.used);
}

/** Expenses created in each owner's month, read with the other requests' that arrive with it
 * (db/batched-reads.ts), one statement for each month among them: one figure for each key, in their
 * order. */
export async function creditsUsedOfMany(
  db: Kysely<Database>,
  keys: readonly { owner: OwnerId; month: string }[],
): Promise<number[]> {
  const answers: number[] = [];
  const byMonth = new Map<string, number[]>();
  keys.forEach((key, position) => byMonth.set(key.month, [...(byMonth.get(key.month) ?? []), position]));
  const reads = [...byMonth].map(async ([month, positions]) => {
    const owners = positions.map((position) => keys[position]!.owner);
    const { rows } = await sql<{ used: number | null }>`select
      (select used from expense_credits where user_id = ${ownersColumn()} and month = ${month}) as used
      from ${ownersTable(db, owners)} order by owners.position`.execute(db);
    rows.forEach((row, index) => (answers[positions[index]!] = Number(row.used ?? 0)));
  });
  await Promise.all(reads);
  return answers;
}
