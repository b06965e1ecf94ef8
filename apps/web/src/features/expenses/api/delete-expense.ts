// POST delete_expense {expenseId}: 'Delete data Successful.'; the list and the month's count reload.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { invalidateExpenses } from './keys';

export async function deleteExpense(id: number): Promise<void> {
  await apiPost<null>('delete_expense', { expenseId: id });
}

export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteExpense, onSuccess: () => invalidateExpenses(queryClient) });
}
