// Many expenses in seconds, written straight into the database (not through create_expense, which would
// take minutes for 100,000 and re-encode every receipt), for the scale and stream tests and the
// benchmarks. Every value is what the server itself would have stored: numbers in sequence (EXP-000001
// on, ids in the same order), amounts in cents, a receipt as a stored file and its row; the search index
// and the list version are moved on by the database's own triggers.
import type { Kysely } from 'kysely';
import type { AppContext } from '../src/app-context';
import type { OwnerId } from '../src/db/owner';
import type { Database } from '../src/db/schema';

const BATCH = 200;

export interface SeedExpense {
  expense_date: string;
  category_id: number;
  vendor: string;
  payment_type: string;
  notes: string;
  currency_id: number;
  amount_minor: number;
}

/** The day `index` of `count` falls on when they are spread evenly from `from` to `to` (YYYY-MM-DD). */
export function spreadDay(from: string, to: string, index: number, count: number): string {
  const start = Date.parse(`${from}T00:00:00Z`);
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / 86_400_000);
  const day = Math.floor((days * index) / Math.max(1, count - 1));
  return new Date(start + day * 86_400_000).toISOString().slice(0, 10);
}

/** A varied expense for index `index` of `count`, dated evenly over 2022-11-01 to 2026-10-31. */
export function defaultExpense(index: number, count: number): SeedExpense {
  return {
    expense_date: spreadDay('2022-11-01', '2026-10-31', index, count),
    category_id: 1 + (index % 20),
    vendor: `Harbour Supplies ${index % 500}`,
    payment_type: ['Card', 'Cash', 'Bank transfer'][index % 3] as string,
    notes: index % 4 === 0 ? 'Receipt kept in the van.' : '',
    currency_id: 826,
    amount_minor: 100 + ((index * 7919) % 50_000),
  };
}

/**
 * `count` expenses of `owner`, numbered EXP-000001 on, made by `make` over defaultExpense. The owner's
 * EXP sequence continues after them. Answers their ids in number order.
 */
export async function seedExpenses(
  db: Kysely<Database>,
  owner: OwnerId,
  count: number,
  make: (index: number) => Partial<SeedExpense> = () => ({}),
): Promise<number[]> {
  const now = new Date().toISOString();
  const ids: number[] = [];
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
        const index = start + offset;
        return {
          ...defaultExpense(index, count),
          ...make(index),
          user_id: owner,
          expense_no: `EXP-${String(index + 1).padStart(6, '0')}`,
          created_at: now,
          updated_at: now,
        };
      });
      const inserted = await trx.insertInto('expenses').values(rows).returning('id').execute();
      ids.push(...inserted.map((row) => Number(row.id)));
    }
    await trx
      .insertInto('number_sequences')
      .values({ user_id: owner, kind: 'EXP', next_value: count + 1 })
      .onConflict((conflict) => conflict.columns(['user_id', 'kind']).doUpdateSet({ next_value: count + 1 }))
      .execute();
  });
  return ids;
}

/** Stores `perExpense` copies of `jpeg` as receipts of each expense, as create_expense would have kept
 * them: a file in the owner's store and its row. */
export async function seedReceipts(
  ctx: Pick<AppContext, 'db' | 'files'>,
  owner: OwnerId,
  expenseIds: readonly number[],
  jpeg: Buffer,
  perExpense = 1,
): Promise<void> {
  const now = new Date().toISOString();
  for (let start = 0; start < expenseIds.length; start += BATCH) {
    const rows = [];
    for (const expenseId of expenseIds.slice(start, start + BATCH)) {
      for (let copy = 0; copy < perExpense; copy += 1) {
        const filename = await ctx.files.save(owner, jpeg, 'jpg');
        rows.push({
          user_id: owner,
          expense_id: expenseId,
          filename,
          original_name: `receipt-${copy + 1}.jpg`,
          size_bytes: jpeg.length,
          created_at: now,
        });
      }
    }
    await ctx.db.insertInto('expense_receipts').values(rows).execute();
  }
}
