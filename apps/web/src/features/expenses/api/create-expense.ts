// POST create_expense: the form and its receipts as `image[]` (multipart). Answers the expense and 'Save
// data Successful.'; 422 lists the problems in the spec's order, 409 is 'Monthly limit reached.', 413 or
// 415 a receipt the server refused. The list and the month's count reload.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Expense } from '@tradebook/domain/expenses/expense.schemas';
import { apiPost } from '../../../lib/api-client';
import { expenseFormData, type ExpenseFormValues } from '../expense-form-values';
import { invalidateExpenses } from './keys';

export async function createExpense(request: {
  values: ExpenseFormValues;
  receipts: readonly Blob[];
  /** A supplier's e-invoice the expense was read from: kept as a receipt (ADR 0321). */
  einvoice?: File | undefined;
}): Promise<Expense> {
  const form = expenseFormData(request.values, request.receipts, 'image[]');
  if (request.einvoice) form.append('einvoice', request.einvoice, request.einvoice.name);
  return (await apiPost<Expense>('create_expense', form)).response;
}

export function useCreateExpense() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createExpense, onSuccess: () => invalidateExpenses(queryClient) });
}
