// /edit-expense/{id} (docs/reference/expenses.md 'Screens', 'Rules' and 'Limits'): the expense form filled
// from getExpenseListById, with the expense number, the saved receipts as thumbnails that open the lightbox
// (zoom, rotate, delete through delete_expense_attachment, after which the expense is shown as the server now
// has it) and new images with a 4-second preview carousel. Save sends update_expense with every new receipt
// as an `image` part and goes back to the list. Editing uses no monthly credit, so the limit does not apply.
// An incomplete profile goes to the dashboard; another user's expense, or one deleted, is 'Expense not
// found'.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, Card, Stack, TextInput, Title } from '@mantine/core';
import type { Expense } from '@tradebook/domain/expenses/expense.schemas';
import { useTranslation } from 'react-i18next';
import { AttachmentGallery } from '../../../components/document-editor/attachment-gallery';
import { RecordNotFound } from '../../../components/record-not-found';
import { ScreenLoader } from '../../../components/screen-loader';
import { paths } from '../../../config/paths';
import { useCompleteProfile } from '../../../hooks/use-complete-profile';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useDeleteExpenseAttachment } from '../api/delete-expense-attachment';
import { useExpense } from '../api/get-expense';
import { useUpdateExpense } from '../api/update-expense';
import { ExpenseForm } from '../components/expense-form';
import { expenseValues } from '../expense-form-values';
import { expenseText } from '../expense-message';
import { CAROUSEL_INTERVAL_MS } from '../expense-receipts';
import { VatLockNotice } from '../../../components/vat-lock-notice';

function EditForm({ expense }: { expense: Expense }) {
  const { t } = useTranslation('expenses');
  const navigate = useNavigate();
  const update = useUpdateExpense();
  const deleteAttachment = useDeleteExpenseAttachment();
  // The values the form starts from: read once, so a reload after a receipt is deleted keeps the edits.
  const [defaultValues] = useState(() => expenseValues(expense));

  return (
    <ExpenseForm
      mode="edit"
      defaultValues={defaultValues}
      savedReceiptCount={expense.attachments.length}
      header={
        <TextInput
          label={t('edit.number')}
          value={expense.expense_no}
          readOnly
          w={{ base: '100%', sm: 240 }}
        />
      }
      savedReceipts={
        <AttachmentGallery
          attachments={expense.attachments}
          title={t('edit.saved_receipts')}
          onDelete={async (attachment) => {
            try {
              const { message } = await deleteAttachment.mutateAsync({
                expenseNo: expense.expense_no,
                filename: attachment.filename,
              });
              notifySuccess(message);
            } catch (error) {
              notifyError(errorMessage(error));
            }
          }}
        />
      }
      carouselInterval={CAROUSEL_INTERVAL_MS.edit}
      submitting={update.isPending}
      onSubmit={async (values, receipts) => {
        try {
          await update.mutateAsync({
            expenseId: expense.id,
            values,
            receipts: receipts.map((receipt) => receipt.blob),
          });
          notifySuccess(expenseText('updated'));
          navigate(paths.listExpenses);
        } catch (error) {
          notifyError(errorMessage(error));
        }
      }}
    />
  );
}

export default function EditExpense() {
  const { t } = useTranslation('expenses');
  usePageTitle(t('edit.title'));
  const expenseId = Number(useParams().id);
  const { profile } = useCompleteProfile();
  const expense = useExpense(expenseId);
  const missing =
    !Number.isSafeInteger(expenseId) ||
    expenseId <= 0 ||
    (expense.error instanceof ApiError && expense.error.httpStatus === 404);

  let body;
  if (missing) {
    body = (
      <RecordNotFound title={t('edit.not_found')} backTo={paths.listExpenses} backLabel={t('edit.back')}>
        {t('edit.not_found_text')}
      </RecordNotFound>
    );
  } else if (expense.isError) {
    body = <Alert color="red">{errorMessage(expense.error)}</Alert>;
  } else if (!profile || !expense.data) {
    body = <ScreenLoader />;
  } else {
    body = (
      <Card withBorder padding="lg" maw={860}>
        <VatLockNotice lock={expense.data.locked_by_vat_return} />
        <EditForm key={expense.data.id} expense={expense.data} />
      </Card>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('edit.title')}
      </Title>
      {body}
    </Stack>
  );
}
