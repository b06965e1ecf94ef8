// A search of the expense list asked for the first time: its page, the count and totals per currency of
// every match, and the owner's list version, from one statement (docs/decisions/
// 0405-expense-search-in-one-statement.md). Adding up the matches and then finding the page read the
// search index twice (SQLite's FTS5 trigrams, PostgreSQL's pg_trgm), each reading costing far more than
// the rows of a page; here the matches (id, date, currency, amount) are read once into `matches`, added up
// per currency, sorted and cut to the page, and only the page's rows are read in full.
import { sql, type Kysely } from 'kysely';
import type { ExpenseFilters } from '@tradebook/domain/expenses/list-expenses.schemas';
import { isPostgres } from '../../db/list-queries';
import { listVersionOf } from '../../db/list-totals';
import type { OwnerId } from '../../db/owner';
import { pageWindow } from '../../db/page-window';
import type { Database } from '../../db/schema';
import { sumsFromText, type ExpenseSums } from './expense-day-sums.repository';
import {
  COLUMNS,
  conditions,
  direction,
  listRowOf,
  receiptsColumn,
  type ExpenseListRow,
  type FiledPeriodColumn,
  type RawPageRow,
} from './expense-list.repository';

/** The page, the sums of every match and the owner's list version when the page has rows; undefined when
 * it has none (no match, or a page past the last), whose sums are then added up on their own. Each row
 * reads the filed VAT period holding its date through the column `filedPeriod` makes (ADR 0424). */
export async function searchExpensePage(
  db: Kysely<Database>,
  owner: OwnerId,
  filters: ExpenseFilters,
  window: { offset: number; limit: number; filedPeriod: FiledPeriodColumn },
): Promise<{ rows: ExpenseListRow[]; sums: ExpenseSums; version: number } | undefined> {
  const postgres = isPostgres(db);
  const aggregate = sql.raw(postgres ? 'string_agg' : 'group_concat');
  // Each row of the page by its id: SQLite, which cannot tell how few the matches are, would otherwise
  // walk the owner's expenses to join them.
  const pageOwner = postgres ? sql`expenses.user_id` : sql`+expenses.user_id`;
  const order = direction(filters.order);
  const { rows } = await sql<RawPageRow & { sums: string | null }>`with matches as materialized (
      select expenses.id, expenses.expense_date, expenses.currency_id, expenses.amount_minor
      from expenses where ${conditions(db, owner, filters, 'index')})
    select ${COLUMNS}, ${receiptsColumn(db)} as receipts, ${window.filedPeriod(owner, 'expenses.expense_date')} as filed_period,
      ${listVersionOf(owner)} as list_version,
      (select ${aggregate}(t.currency_id || ':' || t.count || ':' || t.amount, ',')
        from (select currency_id, count(*) as count, sum(amount_minor) as amount from matches
          group by currency_id) t) as sums
    from (select id from matches
      order by expense_date ${order}, id ${order}
      ${pageWindow(window)}) page
    join expenses on expenses.id = page.id and ${pageOwner} = ${owner}
    order by expenses.expense_date ${order}, expenses.id ${order}`.execute(db);
  const first = rows[0];
  if (first === undefined || !first.sums) return undefined;
  return {
    rows: rows.map(listRowOf),
    sums: sumsFromText(first.sums),
    version: Number(first.list_version ?? 0),
  };
}
