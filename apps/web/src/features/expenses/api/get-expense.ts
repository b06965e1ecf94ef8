// POST getExpenseListById {expenseId}: one expense with signed links to its receipts (404 when it is not
// the user's).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Expense } from '@tradebook/domain/expenses/expense.schemas';
import { apiPost } from '../../../lib/api-client';
import { EXPENSES_QUERY_KEY } from './keys';

export const expenseQueryKey = (id: number) => [...EXPENSES_QUERY_KEY, 'detail', id];

export async function getExpense(id: number): Promise<Expense> {
  return (await apiPost<Expense>('getExpenseListById', { expenseId: id })).response;
}

export function useExpense(id: number) {
  return useQuery({
    queryKey: expenseQueryKey(id),
    queryFn: () => getExpense(id),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** Puts an expense a call answered in the cache, so the edit screen shows it without reading it again. */
export function storeExpense(queryClient: QueryClient, expense: Expense): void {
  queryClient.setQueryData(expenseQueryKey(expense.id), expense);
}
