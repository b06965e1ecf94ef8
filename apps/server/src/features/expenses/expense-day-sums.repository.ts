// The count and totals per currency of an expense list that only a date window (and a currency) filters,
// added up from the owner's sums per day and currency (migration 20261208T0400-list-day-counts,
// docs/decisions/0387-list-totals-from-day-counts.md): at most a row a day and currency of the window,
// where adding up the expenses read one index entry per expense.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ExpenseFilters } from '@tradebook/domain/expenses/list-expenses.schemas';
import type { OwnerId } from '../../db/owner';
import { isPostgres } from '../../db/list-queries';
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

/** The day sums' rows of the owner's expenses dated within the window, of one currency when the filters
 * name it. */
function windowSums(owner: OwnerId, filters: ExpenseFilters): RawBuilder<unknown> {
  const from = filters.from ? sql` and day >= ${filters.from}` : sql``;
  const to = filters.to ? sql` and day <= ${filters.to}` : sql``;
  const currency = filters.currencyId === null ? sql`` : sql` and currency_id = ${filters.currencyId}`;
  return sql`from expense_day_sums where user_id = ${owner}${from}${to}${currency}`;
}

/** The count and amount per currency (in the order of the currency id) of the owner's expenses dated
 * within the window, of one currency when the filters name it. */
export async function sumExpensesByDay(
  db: Kysely<Database>,
  owner: OwnerId,
  filters: ExpenseFilters,
): Promise<ExpenseSums> {
  const { rows } = await sql<{ currency_id: unknown; count: unknown; amount: unknown }>`select
      currency_id, sum(count) as count, sum(amount_minor) as amount
    ${windowSums(owner, filters)}
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

/** The same sums as one text, 'currency:count:amount,…', a scalar subquery for the page's own statement
 * to read beside its rows (docs/decisions/0412-a-window-page-and-its-total-in-one-statement.md); null when
 * no expense is in the window. Most owners keep their books in one currency: when the window's rows are
 * all of one, they are added up as they are read; only a window of several currencies is grouped, which
 * SQLite does by sorting them first, a third of the figure's cost
 * (docs/decisions/0450-sqlite-rows-made-by-one-literal.md). */
export function daySumsColumn(
  db: Kysely<Database>,
  owner: OwnerId,
  filters: ExpenseFilters,
): RawBuilder<unknown> {
  const aggregate = sql.raw(isPostgres(db) ? 'string_agg' : 'group_concat');
  const grouped = sql`(select ${aggregate}(t.currency_id || ':' || t.count || ':' || t.amount, ',')
    from (select currency_id, sum(count) as count, sum(amount_minor) as amount ${windowSums(owner, filters)}
      group by currency_id having sum(count) > 0) t)`;
  return sql`(select case
      when min(currency_id) = max(currency_id) then case
        when sum(count) > 0 then min(currency_id) || ':' || sum(count) || ':' || sum(amount_minor) end
      else ${grouped} end
    ${windowSums(owner, filters)})`;
}

/** The sums per currency from their text, 'currency:count:amount,…' (all integers), in the order of the
 * currency id. */
export function sumsFromText(text: string): ExpenseSums {
  const byCurrency = text
    .split(',')
    .map((entry) => {
      const [currencyId, count, amountMinor] = entry.split(':').map(Number);
      return { currencyId: currencyId ?? 0, count: count ?? 0, amountMinor: amountMinor ?? 0 };
    })
    .sort((a, b) => a.currencyId - b.currencyId);
  return { count: byCurrency.reduce((sum, row) => sum + row.count, 0), byCurrency };
}
