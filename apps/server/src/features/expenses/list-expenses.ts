// pagination/get_expense_list: one page of the owner's matching expenses with their receipts, and the
// count and totals per currency of every matching expense (decisions.md 'Lists answer one page'), kept
// with the owner's list version so paging does not add them all up again (db/list-totals.ts).
import { pageOffset, paginationOf } from '@tradebook/domain/api/paging';
import type { ExpenseListAnswer } from '@tradebook/domain/expenses/expense.schemas';
import type { ExpenseListRequest } from '@tradebook/domain/expenses/list-expenses.schemas';
import type { AppContext } from '../../app-context';
import { listTotal } from '../../db/list-totals';
import type { OwnerId } from '../../db/owner';
import { listExpenseRows, sumExpenses } from './expense-list.repository';
import { toExpenseAnswers, toExpenseTotals } from './expense-response';
import { listReceipts } from './expenses.repository';

export async function listExpenses(
  ctx: AppContext,
  owner: OwnerId,
  request: ExpenseListRequest,
): Promise<Omit<ExpenseListAnswer, 'status' | 'message'>> {
  const { page, limit, ...filters } = request;
  const [rows, sums] = await Promise.all([
    listExpenseRows(ctx.db, owner, filters, { offset: pageOffset({ page, limit }), limit }),
    listTotal(ctx.db, owner, `expenses:${JSON.stringify(filters)}`, () =>
      sumExpenses(ctx.db, owner, filters),
    ),
  ]);
  const receipts = await listReceipts(
    ctx.db,
    owner,
    rows.map((row) => row.id),
  );
  const pagination = paginationOf({ page, limit }, sums.count);
  return {
    response: {
      data: await toExpenseAnswers(ctx, owner, rows, receipts),
      current_page: pagination.current_page,
      last_page: pagination.last_page,
      per_page: pagination.per_page,
      total: pagination.total,
      totals: toExpenseTotals(sums),
    },
    pagination,
  };
}
