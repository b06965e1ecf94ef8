// The list's preview of one expense (docs/reference/expenses.md 'Screens': 'A preview modal shows details and
// images'): its details, notes and receipts (opening in the lightbox to zoom and rotate) and an Edit link. A
// list row already carries everything, with signed links to the receipts, so nothing more is read.
import { Link } from 'react-router';
import { Button, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Expense } from '@tradebook/domain/expenses/expense.schemas';
import { DetailsField } from '../../../components/document-details/details-field';
import { DocumentDetailsModal } from '../../../components/document-details/document-details-modal';
import { AttachmentGallery } from '../../../components/document-editor/attachment-gallery';
import { paths } from '../../../config/paths';
import { useFormatCalendarDate } from '../../../lib/dates/business-locale';
import { expenseMoney, hasNotes } from '../expense-money';
import { OwnerOnly } from '../../../components/owner-only';

function ExpenseDetails({ expense }: { expense: Expense }) {
  const { t } = useTranslation('expenses');
  const formatCalendarDate = useFormatCalendarDate();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DetailsField label={t('preview.date')}>{formatCalendarDate(expense.expense_date)}</DetailsField>
        <DetailsField label={t('preview.category')}>{expense.category}</DetailsField>
        <DetailsField label={t('preview.vendor')}>{expense.vendor || '—'}</DetailsField>
        <DetailsField label={t('preview.method')}>{expense.payment_type}</DetailsField>
        <DetailsField label={t('preview.amount')}>
          <span data-testid="preview-amount">{expenseMoney(expense.amount, expense.currency)}</span>
        </DetailsField>
        <DetailsField label={t('preview.currency')}>{expense.currency_code}</DetailsField>
      </SimpleGrid>
      {hasNotes(expense.notes) && (
        <>
          <Divider />
          <DetailsField label={t('preview.note')}>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {expense.notes}
            </Text>
          </DetailsField>
        </>
      )}
      <AttachmentGallery attachments={expense.attachments} title={t('preview.receipts')} />
      <OwnerOnly>
        <Group justify="flex-end">
          <Button component={Link} to={paths.editExpense(expense.id)} leftSection={<IconEdit size={18} />}>
            {t('preview.edit')}
          </Button>
        </Group>
      </OwnerOnly>
    </Stack>
  );
}

export function ExpensePreviewModal({ expense, onClose }: { expense: Expense | null; onClose: () => void }) {
  const { t } = useTranslation('expenses');
  return (
    <DocumentDetailsModal
      number={expense?.expense_no ?? null}
      onClose={onClose}
      kindTitle={t('preview.kind')}
    >
      {() => expense && <ExpenseDetails expense={expense} />}
    </DocumentDetailsModal>
  );
}
