// POST pagination/get_expense_list: one page (10) of the user's expenses for the list's filters, by date
// in the order asked for (docs/reference/expenses.md 'Calls' and 'Limits'; docs/reference/api.md 'Lists
// answer one page'). The rows sit in response.data with current_page, last_page and total beside them, and
// `totals` adds up, per currency, every expense the filters match (not only this page).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExpenseListPage } from '@tradebook/domain/expenses/expense.schemas';
import type { GetExpenseListRequest } from '@tradebook/domain/expenses/list-expenses.schemas';
import { apiPost } from '../../../lib/api-client';
import { EXPENSES_QUERY_KEY } from './keys';

export async function getExpenses(request: GetExpenseListRequest): Promise<ExpenseListPage> {
  return (await apiPost<ExpenseListPage>('pagination/get_expense_list', { ...request })).response;
}

export function useExpenses(request: GetExpenseListRequest, enabled = true) {
  return useQuery({
    queryKey: [...EXPENSES_QUERY_KEY, 'list', request],
    queryFn: () => getExpenses(request),
    placeholderData: keepPreviousData,
    enabled,
  });
}
