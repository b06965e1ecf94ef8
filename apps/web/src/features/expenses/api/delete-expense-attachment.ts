// POST delete_expense_attachment, multipart {expense_no, filename}: answers statusCode 200, its message
// as a list (the first entry is shown: 'Delete attachment Successful.') and the expense as it now is,
// which replaces the one on screen (docs/reference/expenses.md 'Calls': the edit screen reloads after a
// delete).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  DeleteExpenseAttachmentAnswerSchema,
  Expense,
} from '@tradebook/domain/expenses/expense.schemas';
import { EXPENSE_MESSAGES } from '@tradebook/domain/expenses/expense-messages';
import { apiPost } from '../../../lib/api-client';
import { storeExpense } from './get-expense';
import { invalidateExpenseLists } from './keys';

type Answer = z.infer<typeof DeleteExpenseAttachmentAnswerSchema>;

export async function deleteExpenseAttachment(request: {
  expenseNo: string;
  filename: string;
}): Promise<{ expense: Expense; message: string }> {
  const form = new FormData();
  form.append('expense_no', request.expenseNo);
  form.append('filename', request.filename);
  const answer = (await apiPost<Expense>('delete_expense_attachment', form)) as unknown as Answer;
  const message = Array.isArray(answer.message) ? answer.message[0] : answer.message;
  return { expense: answer.response, message: message || EXPENSE_MESSAGES.attachmentDeleted };
}

export function useDeleteExpenseAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExpenseAttachment,
    onSuccess: async ({ expense }) => {
      storeExpense(queryClient, expense);
      await invalidateExpenseLists(queryClient);
    },
  });
}
