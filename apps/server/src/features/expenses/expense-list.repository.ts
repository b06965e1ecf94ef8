// The expense list's queries: one page, the count and totals per currency of every matching expense, and
// batches for the exports. Filters, search and order run in the database on the indexes of migration
// 20261127T0900-expenses.ts; newest first is expense date then id (ids follow the numbers).
//
// They are SQL text rather than the query builder (docs/decisions/0111-list-throughput.md): a page is the
// call a busy owner makes most, and building and compiling it cost more than reading its rows.
//
// Search (vendor and number, in part, any case): on SQLite a search of 3 characters or more can find its
// rows through the FTS5 trigram table, which is fast while the matches are few; when they are many (a
// common word), walking the date index and testing each row finds a page sooner than collecting and
// sorting every match first. The page takes that path when the kept count says so, and the exports
// always do (they read every match in order anyway). PostgreSQL chooses for itself from its statistics.
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ExpenseFilters } from '@tradebook/domain/expenses/list-expenses.schemas';
import { afterKeys, containsText, isPostgres, ownedBy } from '../../db/list-queries';
import { listVersionOf } from '../../db/list-totals';
import type { OwnerId } from '../../db/owner';
import { pageWindow } from '../../db/page-window';
import { shapedStatement } from '../../db/shaped-statements';
import type { Database } from '../../db/schema';
import {
  daySumsColumn,
  sumExpensesByDay,
  sumsByDay,
  sumsFromText,
  type ExpenseSums,
} from './expense-day-sums.repository';
import { expenseOf, type ExpenseRow } from './expenses.repository';

const SEARCH_COLUMNS = ['vendor', 'expense_no'] as const;
const ORDER_KEYS = [sql.ref('expenses.expense_date'), sql.ref('expenses.id')];
/** Above this many matches a page of a search walks the date index rather than the search index. */
const INDEXED_MAX_MATCHES = 1500;

/** 'index': through the search index (few matches, or counting them all); 'scan': in the list's order. */
export type SearchPath = 'index' | 'scan';

export const COLUMNS = sql.raw(
  [
    'id',
    'user_id',
    'expense_no',
    'expense_date',
    'category_id',
    'vendor',
    'payment_type',
    'notes',
    'currency_id',
    'amount_minor',
    'exchange_rate_micro',
    'supplier_invoice_no',
    'net_minor',
    'tax_minor',
    'vat_rate_milli',
    'vat_reclaimable',
    'created_at',
    'updated_at',
  ]
    .map((column) => `expenses.${column}`)
    .join(', '),
);

/** A receipt of a listed expense: what its answer shows (the file's signed link is made from the name). */
export interface ListedReceipt {
  id: number;
  filename: string;
}

/** A row of a page: the expense, its receipts and the filed VAT period holding its date ('from to', or
 * null), read by the same statement. */
export type ExpenseListRow = ExpenseRow & { receipts: ListedReceipt[]; filed_period: string | null };

/** The receipts of each listed expense as one text, 'id:name,id:name' (stored names are
 * [0-9a-f]{32}.jpg: no comma or colon), so a page is one statement. Put in the order they were added
 * (by id) when read, not by the aggregate: an ORDER BY inside SQLite's group_concat sorted each row's
 * receipts in a temporary b-tree, four fifths of a page's time. */
export function receiptsColumn(db: Kysely<Database>): RawBuilder<string | null> {
  const aggregate = isPostgres(db) ? sql.raw('string_agg') : sql.raw('group_concat');
  return sql<string | null>`(select ${aggregate}(r.id || ':' || r.filename, ',')
    from expense_receipts r where r.expense_id = expenses.id and r.user_id = expenses.user_id)`;
}

function receiptsOf(text: string | null): ListedReceipt[] {
  if (!text) return [];
  const receipts = text.split(',').map((entry) => {
    const colon = entry.indexOf(':');
    return { id: Number(entry.slice(0, colon)), filename: entry.slice(colon + 1) };
  });
  return receipts.length > 1 ? receipts.sort((a, b) => a.id - b.id) : receipts;
}

/**
 * A bound of the date range. SQLite keeps no statistics here (the product never runs ANALYZE), and
 * without them it guesses a date range narrows as much as a category does, so with both it walked the
 * range in expenses_by_date and tested the category of every row: all of a six-month range for a
 * category seldom used. Told that a bound keeps most rows (likelihood 0.9, a hint that changes no
 * result), it reads the index of the equality filter instead (category, currency or payment method),
 * which holds the date next and so seeks the range as well. PostgreSQL has statistics and no such hint.
 */
function dateBound(db: Kysely<Database>, term: RawBuilder<SqlBool>): Expression<SqlBool> {
  return isPostgres(db) ? term : sql<SqlBool>`likelihood(${term}, 0.9)`;
}

/** The WHERE conditions of the owner's expenses that pass the filters. */
export function conditions(
  db: Kysely<Database>,
  owner: OwnerId,
  filters: ExpenseFilters,
  path: SearchPath,
): RawBuilder<SqlBool> {
  const viaIndex = path === 'index';
  const where: Expression<SqlBool>[] = [ownedBy(db, 'expenses', owner, filters.search, viaIndex)];
  if (filters.search !== '')
    where.push(containsText(db, 'expenses', SEARCH_COLUMNS, filters.search, viaIndex));
  if (filters.from) where.push(dateBound(db, sql`expenses.expense_date >= ${filters.from}`));
  if (filters.to) where.push(dateBound(db, sql`expenses.expense_date <= ${filters.to}`));
  if (filters.categoryId !== null) where.push(sql`expenses.category_id = ${filters.categoryId}`);
  if (filters.currencyId !== null) where.push(sql`expenses.currency_id = ${filters.currencyId}`);
  if (filters.paymentMethod !== null) where.push(sql`expenses.payment_type = ${filters.paymentMethod}`);
  return sql<SqlBool>`${sql.join(where, sql` and `)}`;
}

export const direction = (order: 'asc' | 'desc') => sql.raw(order === 'asc' ? 'asc' : 'desc');

export type RawPageRow = ExpenseRow & {
  receipts: string | null;
  filed_period: string | null;
  list_version?: unknown;
  day_sums?: unknown;
};

export function listRowOf(row: RawPageRow): ExpenseListRow {
  return { ...expenseOf(row), receipts: receiptsOf(row.receipts), filed_period: row.filed_period ?? null };
}

/** The column of the filed VAT period holding each row's date: the tax feature's port (ADR 0424). */
export type FiledPeriodColumn = (owner: OwnerId, dateColumn: string) => RawBuilder<string | null>;

/** What changes from one page to the next: the owner, the filters' values and the offset. */
type PageValues = Omit<ExpenseFilters, 'order'> & { owner: OwnerId; offset: number };

/** What decides the page statement's text besides which values are set. */
interface PageShape {
  order: 'asc' | 'desc';
  limit: number;
  path: SearchPath;
  daySums: boolean;
  filedPeriod: FiledPeriodColumn;
}

// Compiled once per shape (db/shaped-statements.ts); a search, whose pattern is made from its text, is
// built for each call.
const pageStatement = shapedStatement((db, values: PageValues, shape: PageShape) => {
  const { owner, offset, ...filterValues } = values;
  const filters: ExpenseFilters = { ...filterValues, order: shape.order };
  const order = direction(shape.order);
  // The day sums of a window, or the list version that tells whether a kept total stands (a window's
  // sums are not kept: ADR 0446).
  const read = shape.daySums
    ? sql`${daySumsColumn(db, owner, filters)} as day_sums`
    : sql`${listVersionOf(owner)} as list_version`;
  return sql<RawPageRow>`select ${COLUMNS}, ${receiptsColumn(db)} as receipts,
      ${shape.filedPeriod(owner, 'expenses.expense_date')} as filed_period, ${read}
    from expenses
    where ${conditions(db, owner, filters, shape.path)}
    order by expenses.expense_date ${order}, expenses.id ${order}
    ${pageWindow({ limit: shape.limit, offset })}`;
});

/**
 * One page of the owner's matching expenses, in the list's order, with the owner's list version read by
 * the same statement (undefined when the page is empty): a kept total (db/list-totals.ts) stands when it
 * was counted at that version. `total` is the count of the same filters: it chooses the search's path.
 * With `daySums` (a window and a currency alone, sumsByDay), the same statement reads the sums per day of
 * the window instead of the version (ADR 0412, 0446): `sums` then, unless the page is empty.
 * `filedPeriod` makes the column of the filed VAT period holding each row's date (ADR 0424).
 */
export async function listExpensePage(
  db: Kysely<Database>,
  owner: OwnerId,
  filters: ExpenseFilters,
  page: {
    offset: number;
    limit: number;
    total: number;
    filedPeriod: FiledPeriodColumn;
    daySums?: boolean;
  },
): Promise<{ rows: ExpenseListRow[]; version: number | undefined; sums?: ExpenseSums }> {
  if (page.offset >= page.total) return { rows: [], version: undefined };
  const { order, ...values } = filters;
  const rows = await pageStatement.run(
    db,
    // The owner and offset before the spread values, never after them (ADR 0447).
    { owner, offset: page.offset, ...values },
    {
      order,
      limit: page.limit,
      path: page.total > INDEXED_MAX_MATCHES ? 'scan' : 'index',
      daySums: page.daySums === true,
      filedPeriod: page.filedPeriod,
    },
    { shaped: filters.search === '' },
  );
  const first = rows[0];
  if (first === undefined) return { rows: [], version: undefined };
  const sums = typeof first.day_sums === 'string' ? sumsFromText(first.day_sums) : undefined;
  const version = page.daySums === true ? undefined : Number(first.list_version ?? 0);
  return { rows: rows.map(listRowOf), version, ...(sums && { sums }) };
}

export type { ExpenseSums } from './expense-day-sums.repository';

/** How many expenses match, over every page, and their amounts added up per currency: from the sums per
 * day when only a date window and a currency filter (expense-day-sums.repository.ts); otherwise one query
 * that the filter's index answers alone (it ends with the currency and the amount; a search reads its
 * matches through the search index). */
export async function sumExpenses(
  db: Kysely<Database>,
  owner: OwnerId,
  filters: ExpenseFilters,
): Promise<ExpenseSums> {
  if (sumsByDay(filters)) return sumExpensesByDay(db, owner, filters);
  // SQLite would read the sums from expenses_by_currency, whose order serves the GROUP BY, testing a
  // category or payment method filter on every row of the owner (the index does not hold them); grouped
  // by +currency_id, which no index orders, it reads the filter's own index, which holds the currency and
  // the amount (a handful of groups to sort). PostgreSQL groups by hash either way.
  const currency = isPostgres(db) ? sql`expenses.currency_id` : sql`+expenses.currency_id`;
  const { rows } = await sql<{ currency_id: unknown; count: unknown; amount: unknown }>`select
      ${currency} as currency_id, count(*) as count, sum(expenses.amount_minor) as amount
    from expenses
    where ${conditions(db, owner, filters, 'index')}
    group by ${currency}
    order by ${currency}`.execute(db);
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
  const order = direction(filters.order);
  let after: unknown[] | undefined;
  for (;;) {
    const where = [conditions(db, owner, filters, 'scan')];
    if (after) where.push(afterKeys(ORDER_KEYS, after, filters.order) as RawBuilder<SqlBool>);
    const { rows } = await sql<ExpenseRow>`select ${COLUMNS}
      from expenses
      where ${sql.join(where, sql` and `)}
      order by expenses.expense_date ${order}, expenses.id ${order}
      limit ${batchSize}`.execute(db);
    const batch = rows.map(expenseOf);
    if (batch.length > 0) yield batch;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
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
  const { rows } = await sql<{ count: number | string }>`select count(*) as count from (
      select expense_receipts.id from expense_receipts
      where expense_receipts.user_id = ${owner} and expense_receipts.expense_id in (
        select expenses.id from expenses where ${conditions(db, owner, filters, 'scan')})
      limit ${upTo}) receipts`.execute(db);
  return Number(rows[0]?.count ?? 0);
}
