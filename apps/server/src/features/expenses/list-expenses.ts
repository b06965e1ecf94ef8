// pagination/get_expense_list: one page of the owner's matching expenses with their receipts (one
// statement reads both, and the owner's list version), and the
// count and totals per currency of every matching expense (docs/reference/api.md 'Lists answer one page'),
// kept with the owner's list version so paging does not add them all up again (db/list-totals.ts).
import { pageOffset, paginationOf } from '@tradebook/domain/api/paging';
import type { Expense, ExpenseListAnswer } from '@tradebook/domain/expenses/expense.schemas';
import type { ExpenseListRequest } from '@tradebook/domain/expenses/list-expenses.schemas';
import type { AppContext } from '../../app-context';
import { keepTotal, keptTotal, listTotal } from '../../db/list-totals';
import type { OwnerId } from '../../db/owner';
import {
  listExpensePage,
  sumExpenses,
  type ExpenseListRow,
  type ExpenseSums,
} from './expense-list.repository';
import { lockFromColumn } from '../documents/vat-lock';
import { sumsByDay } from './expense-day-sums.repository';
import { searchExpensePage } from './expense-search-page.repository';
import { expenseAnswer, toExpenseAnswer, toExpenseTotals } from './expense-response';

/** The page's rows and the sums of every matching expense. */
async function pageAndSums(
  ctx: AppContext,
  owner: OwnerId,
  request: ExpenseListRequest,
): Promise<{ rows: ExpenseListRow[]; sums: ExpenseSums }> {
  const { page, limit, ...filters } = request;
  const count = () => sumExpenses(ctx.db, owner, filters);
  const offset = pageOffset({ page, limit });
  // The page's window with the count that chooses a search's path. One literal, not a spread window given
  // more fields (docs/decisions/0447-no-field-added-after-a-spread.md). Each row says whether a filed VAT
  // return locks it, as its single read does (ADR 0372): the tax feature's column, read by the page's own
  // statement (ADR 0424).
  const window = (total: number, daySums = false) => ({
    offset,
    limit,
    total,
    filedPeriod: ctx.ports.filedPeriodColumn,
    daySums,
  });

  if (sumsByDay(filters)) {
    // A window (and a currency) alone: the page and the sums per day of the window, read by one
    // statement (ADR 0412) on every call. They are not kept: each new window's kept sums lived long
    // enough to reach the old heap, and collecting them paused every request (ADR 0446). An empty page
    // carries no sums: added up on their own then.
    const found = await listExpensePage(ctx.db, owner, filters, window(Infinity, true));
    return { rows: found.rows, sums: found.sums ?? (await count()) };
  }

  // The order does not change the sums: one kept figure serves both directions.
  const { order: _order, ...counted } = filters;
  const key = `expenses:${JSON.stringify(counted)}`;

  // Usually the owner asks again for a list whose sums are kept: one query then reads the page and the
  // owner's list version together, and the kept sums stand if nothing was written since.
  const kept = keptTotal<ExpenseSums>(ctx.db, owner, key);
  if (kept) {
    const found = await listExpensePage(ctx.db, owner, filters, window(kept.total.count));
    if (found.version === kept.version) return { rows: found.rows, sums: kept.total };
    if (found.version !== undefined) {
      // Written since: the rows are today's whichever way they were found; only the sums are counted again.
      const sums = await count();
      keepTotal(ctx.db, owner, key, { version: found.version, total: sums });
      return { rows: found.rows, sums };
    }
  }
  if (filters.search !== '') {
    // A search asked for the first time (or after a write): its page and sums from one reading.
    const found = await searchExpensePage(ctx.db, owner, filters, window(0));
    if (found) {
      keepTotal(ctx.db, owner, key, { version: found.version, total: found.sums });
      return { rows: found.rows, sums: found.sums };
    }
  }
  const sums = await listTotal(ctx.db, owner, key, count);
  const found = await listExpensePage(ctx.db, owner, filters, window(sums.count));
  return { rows: found.rows, sums };
}

/** The page's answers; only rows with receipts wait for their links to be signed. */
function answersOf(ctx: AppContext, owner: OwnerId, rows: ExpenseListRow[]): Expense[] | Promise<Expense[]> {
  const answer = (row: ExpenseListRow) =>
    row.receipts.length === 0
      ? expenseAnswer(row, [], lockFromColumn(row.filed_period))
      : toExpenseAnswer(ctx, owner, row, row.receipts, lockFromColumn(row.filed_period));
  return rows.some((row) => row.receipts.length > 0)
    ? Promise.all(rows.map(answer))
    : (rows.map(answer) as Expense[]);
}

export async function listExpenses(
  ctx: AppContext,
  owner: OwnerId,
  request: ExpenseListRequest,
): Promise<Omit<ExpenseListAnswer, 'status' | 'message'>> {
  const { rows, sums } = await pageAndSums(ctx, owner, request);
  const pagination = paginationOf(request, sums.count);
  return {
    response: {
      data: await answersOf(ctx, owner, rows),
      current_page: pagination.current_page,
      last_page: pagination.last_page,
      per_page: pagination.per_page,
      total: pagination.total,
      totals: toExpenseTotals(sums),
    },
    pagination,
  };
}
