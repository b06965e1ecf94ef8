// POST update_expense: expense_id and the whole form again (multipart). Each `image` part adds a receipt;
// several new receipts go in one call as repeated `image` parts (the server takes one or several). Answers
// the expense and 'Update data Successful.'.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Expense } from '@tradebook/domain/expenses/expense.schemas';
import { apiPost } from '../../../lib/api-client';
import { expenseFormData, type ExpenseFormValues } from '../expense-form-values';
import { storeExpense } from './get-expense';
import { invalidateExpenseLists } from './keys';

export async function updateExpense(request: {
  expenseId: number;
  values: ExpenseFormValues;
  receipts: readonly Blob[];
}): Promise<Expense> {
  const form = expenseFormData(request.values, request.receipts, 'image');
  form.append('expense_id', String(request.expenseId));
  return (await apiPost<Expense>('update_expense', form)).response;
}

export function useUpdateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExpense,
    onSuccess: async (expense) => {
      storeExpense(queryClient, expense);
      await invalidateExpenseLists(queryClient);
    },
  });
}
