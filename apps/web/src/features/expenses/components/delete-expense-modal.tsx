// The list's confirmation before deleting an expense (docs/reference/expenses.md 'Rules': 'Do you want to
// delete this expense?'); it makes the call and shows 'Delete data Successful.' or why not. The list reloads.
import { Button, Group, Modal, Text } from '@mantine/core';
import type { Expense } from '@tradebook/domain/expenses/expense.schemas';
import { EXPENSE_MESSAGES } from '@tradebook/domain/expenses/expense-messages';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteExpense } from '../api/delete-expense';
import { expenseMoney } from '../expense-money';

export function DeleteExpenseModal({ expense, onClose }: { expense: Expense | null; onClose: () => void }) {
  const deleteExpense = useDeleteExpense();

  const confirm = async () => {
    if (!expense) return;
    try {
      await deleteExpense.mutateAsync(expense.id);
      notifySuccess(EXPENSE_MESSAGES.deleted);
      onClose();
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <Modal
      opened={expense !== null}
      onClose={onClose}
      title="Delete expense"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>{EXPENSE_MESSAGES.deleteConfirm}</Text>
      {expense && (
        <Text size="sm" c="dimmed" mt={4} mb="lg">
          {expense.expense_no}
          {expense.vendor ? `, ${expense.vendor}` : ''}, {expenseMoney(expense.amount, expense.currency)}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red" onClick={confirm} loading={deleteExpense.isPending}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
