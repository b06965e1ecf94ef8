// The list's confirmation before deleting an expense (docs/reference/expenses.md 'Rules': 'Do you want to
// delete this expense?'); it makes the call and shows 'Delete data Successful.' or why not. The list reloads.
import { Button, Group, Modal, Text } from '@mantine/core';
import type { Expense } from '@tradebook/domain/expenses/expense.schemas';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteExpense } from '../api/delete-expense';
import { expenseText } from '../expense-message';
import { expenseMoney } from '../expense-money';

export function DeleteExpenseModal({ expense, onClose }: { expense: Expense | null; onClose: () => void }) {
  const { t } = useTranslation('expenses');
  const deleteExpense = useDeleteExpense();

  const confirm = async () => {
    if (!expense) return;
    try {
      await deleteExpense.mutateAsync(expense.id);
      notifySuccess(expenseText('deleted'));
      onClose();
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <Modal
      opened={expense !== null}
      onClose={onClose}
      title={t('delete.title')}
      closeButtonProps={{ 'aria-label': t('delete.close') }}
    >
      <Text>{expenseText('deleteConfirm')}</Text>
      {expense && (
        <Text size="sm" c="dimmed" mt={4} mb="lg">
          {expense.expense_no}
          {expense.vendor ? `, ${expense.vendor}` : ''}, {expenseMoney(expense.amount, expense.currency)}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('delete.cancel')}
        </Button>
        <Button color="red" onClick={confirm} loading={deleteExpense.isPending}>
          {t('delete.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
