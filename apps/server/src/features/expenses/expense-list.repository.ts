// The expense list's queries: one page, the count and totals per currency of every matching expense, and
// batches for the exports. Filters, search and order run in the database on the indexes of migration
// 20261127T0900-expenses.ts; newest first is expense date then id (ids follow the numbers).
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { ExpenseFilters } from '@tradebook/domain/expenses/list-expenses.schemas';
import { afterKeys, containsText, ownedBy } from '../../db/list-queries';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import { expenseOf, type ExpenseRow } from './expenses.repository';

const SEARCH_COLUMNS = ['vendor', 'expense_no'] as const;
const ORDER_KEYS = [sql.ref('expenses.expense_date'), sql.ref('expenses.id')];

function matching(db: Kysely<Database>, owner: OwnerId, filters: ExpenseFilters) {
  return (eb: ExpressionBuilder<Database, 'expenses'>) => {
    const conditions: Expression<SqlBool>[] = [ownedBy(db, 'expenses', owner, filters.search)];
    if (filters.search !== '') conditions.push(containsText(db, 'expenses', SEARCH_COLUMNS, filters.search));
    if (filters.from) conditions.push(eb('expenses.expense_date', '>=', filters.from));
    if (filters.to) conditions.push(eb('expenses.expense_date', '<=', filters.to));
    if (filters.categoryId !== null) conditions.push(eb('expenses.category_id', '=', filters.categoryId));
    if (filters.currencyId !== null) conditions.push(eb('expenses.currency_id', '=', filters.currencyId));
    if (filters.paymentMethod !== null)
      conditions.push(eb('expenses.payment_type', '=', filters.paymentMethod));
    return eb.and(conditions);
  };
}

/** One page of the owner's matching expenses, in the list's order. */
export async function listExpenseRows(
  db: Kysely<Database>,
  owner: OwnerId,
  filters: ExpenseFilters,
  window: { offset: number; limit: number },
): Promise<ExpenseRow[]> {
  let query = db
    .selectFrom('expenses')
    .selectAll()
    .where(matching(db, owner, filters));
  for (const key of ORDER_KEYS) query = query.orderBy(key, filters.order);
  const rows = await query.limit(window.limit).offset(window.offset).execute();
  return rows.map(expenseOf);
}

export interface ExpenseSums {
  count: number;
  /** Per currency, in the order of the currency id. */
  byCurrency: Array<{ currencyId: number; count: number; amountMinor: number }>;
}

/** How many expenses match, over every page, and their amounts added up per currency: one query that
 * the filter's index answers alone (it ends with the currency and the amount). */
export async function sumExpenses(
  db: Kysely<Database>,
  owner: OwnerId,
  filters: ExpenseFilters,
): Promise<ExpenseSums> {
  const rows = await db
    .selectFrom('expenses')
    .select((eb) => [
      'expenses.currency_id',
      eb.fn.countAll().as('count'),
      eb.fn.sum<string | number>('expenses.amount_minor').as('amount'),
    ])
    .where(matching(db, owner, filters))
    .groupBy('expenses.currency_id')
    .orderBy('expenses.currency_id')
    .execute();
  const byCurrency = rows.map((row) => ({
    currencyId: Number(row.currency_id),
    count: Number(row.count),
    amountMinor: Number(row.amount),
  }));
  return { count: byCurrency.reduce((sum, row) => sum + row.count, 0), byCurrency };
}

/** Every matching expense in list order, `batchSize` rows a query, each batch starting after the last row
 * of the one before (keyset), so memory stays flat and the last batch costs what the first did. */
export async function* expenseRowBatches(
  db: Kysely<Database>,
  owner: OwnerId,
  filters: ExpenseFilters,
  batchSize: number,
): AsyncGenerator<ExpenseRow[]> {
  let after: unknown[] | undefined;
  for (;;) {
    let query = db
      .selectFrom('expenses')
      .selectAll()
      .where(matching(db, owner, filters));
    if (after) query = query.where(afterKeys(ORDER_KEYS, after, filters.order));
    for (const key of ORDER_KEYS) query = query.orderBy(key, filters.order);
    const rows = (await query.limit(batchSize).execute()).map(expenseOf);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = [last.expense_date, last.id];
  }
}

/** How many receipts the matching expenses keep, counted no further than `upTo`: a caller asks only
 * whether a cap is passed, and the count stops there whatever the number of receipts. */
export async function countReceiptsUpTo(
  db: Kysely<Database>,
  owner: OwnerId,
  filters: ExpenseFilters,
  upTo: number,
): Promise<number> {
  const receipts = db
    .selectFrom('expense_receipts')
    .select('expense_receipts.id')
    .where('expense_receipts.user_id', '=', owner)
    .where(
      'expense_receipts.expense_id',
      'in',
      db
        .selectFrom('expenses')
        .select('expenses.id')
        .where(matching(db, owner, filters)),
    )
    .limit(upTo)
    .as('receipts');
  const row = await db
    .selectFrom(receipts)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
