// GET get_expense_count: how many expenses this calendar month has and whether the free plan's monthly
// credits are used up (docs/reference/subscriptions.md 'Plans, credits, vouchers and referrals'); the add
// screen hides Save behind 'Limit reached, Please subscribe.' when they are.
import { useQuery } from '@tanstack/react-query';
import type { ExpenseCount } from '@tradebook/domain/expenses/expense.schemas';
import { apiGet } from '../../../lib/api-client';
import { EXPENSES_QUERY_KEY } from './keys';

export async function getExpenseCount(): Promise<ExpenseCount> {
  return (await apiGet<ExpenseCount>('get_expense_count')).response;
}

export function useExpenseCount() {
  return useQuery({ queryKey: [...EXPENSES_QUERY_KEY, 'count'], queryFn: getExpenseCount });
}
