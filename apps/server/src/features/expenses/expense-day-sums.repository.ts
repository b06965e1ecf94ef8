// The count and totals per currency of an expense list that only a date window (and a currency) filters,
// added up from the owner's sums per day and currency (migration 20261208T0400-list-day-counts,
// docs/decisions/0387-list-totals-from-day-counts.md): at most a row a day and currency of the window,
// where adding up the expenses read one index entry per expense.
import { sql, type Kysely } from 'kysely';
import type { ExpenseFilters } from '@tradebook/domain/expenses/list-expenses.schemas';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';

/** How many expenses a list matches, over every page, and their amounts added up per currency. */
export interface ExpenseSums {
  count: number;
  /** Per currency, in the order of the currency id. */
  byCurrency: Array<{ currencyId: number; count: number; amountMinor: number }>;
}

/** The filters that leave the day sums the answer. */
const WINDOW_ONLY = new Set<string>(['search', 'from', 'to', 'currencyId', 'order']);

/** Whether the day sums answer the filters' figures: no search, and no filter but the window and the
 * currency (one added to ExpenseFilters later counts as set unless it is null). */
export function sumsByDay(filters: ExpenseFilters): boolean {
  return (
    filters.search === '' &&
    Object.entries(filters).every(
      ([key, value]) => WINDOW_ONLY.has(key) || value === null || value === undefined,
    )
  );
}

/** The count and amount per currency (in the order of the currency id) of the owner's expenses dated
 * within the window, of one currency when the filters name it. */
export async function sumExpensesByDay(
  db: Kysely<Database>,
  owner: OwnerId,
  filters: ExpenseFilters,
): Promise<ExpenseSums> {
  const from = filters.from ? sql` and day >= ${filters.from}` : sql``;
  const to = filters.to ? sql` and day <= ${filters.to}` : sql``;
  const currency = filters.currencyId === null ? sql`` : sql` and currency_id = ${filters.currencyId}`;
  const { rows } = await sql<{ currency_id: unknown; count: unknown; amount: unknown }>`select
      currency_id, sum(count) as count, sum(amount_minor) as amount
    from expense_day_sums
    where user_id = ${owner}${from}${to}${currency}
    group by currency_id
    having sum(count) > 0
    order by currency_id`.execute(db);
  const byCurrency = rows.map((row) => ({
    currencyId: Number(row.currency_id),
    count: Number(row.count),
    amountMinor: Number(row.amount),
  }));
  return { count: byCurrency.reduce((sum, row) => sum + row.count, 0), byCurrency };
}
