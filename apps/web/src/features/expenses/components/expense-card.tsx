// One expense of the list (docs/reference/expenses.md 'Screens'): its number (which opens the preview),
// vendor, category, date, payment type and amount with the currency symbol; a File button when it has
// receipts and a Note button when it has notes, both opening the preview; and the menu Edit and Delete.
import { Link } from 'react-router';
import { Badge, Card, Divider, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCalendar, IconCreditCard, IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Expense } from '@tradebook/domain/expenses/expense.schemas';
import { DocumentActionsMenu } from '../../../components/document-card/document-actions-menu';
import { FileNoteButtons } from '../../../components/document-card/file-note-buttons';
import { paths } from '../../../config/paths';
import { useFormatCalendarDate } from '../../../lib/dates/business-locale';
import { expenseMoney, hasNotes } from '../expense-money';
import { WRAP_ANYWHERE } from '../../../lib/wrap-anywhere';
import { OwnerOnly } from '../../../components/owner-only';

export interface ExpenseCardProps {
  expense: Expense;
  onPreview: () => void;
  onDelete: () => void;
}

export function ExpenseCard({ expense, onPreview, onDelete }: ExpenseCardProps) {
  const { t } = useTranslation('expenses');
  const formatCalendarDate = useFormatCalendarDate();
  const number = expense.expense_no;
  const hasFiles = expense.attachment_count > 0;
  const noted = hasNotes(expense.notes);
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={number}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="lg" style={WRAP_ANYWHERE}>
              {expense.vendor || t('card.no_vendor')}
            </Text>
            <UnstyledButton onClick={onPreview} aria-label={t('card.details', { number })}>
              <Text size="sm" c="blue" fw={500}>
                {number}
              </Text>
            </UnstyledButton>
          </div>
          <OwnerOnly>
            <DocumentActionsMenu number={number}>
              <Menu.Item
                component={Link}
                to={paths.editExpense(expense.id)}
                leftSection={<IconEdit size={16} />}
              >
                {t('card.edit')}
              </Menu.Item>
              <Menu.Item leftSection={<IconTrash size={16} />} color="red" onClick={onDelete}>
                {t('card.delete')}
              </Menu.Item>
            </DocumentActionsMenu>
          </OwnerOnly>
        </Group>
        <Group gap={6}>
          <Badge variant="light" color="gray" data-testid="expense-category">
            {expense.category}
          </Badge>
        </Group>
        <Group gap="md" wrap="wrap">
          <Group gap={6} wrap="nowrap">
            <IconCalendar size={14} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text size="sm" c="dimmed">
              {formatCalendarDate(expense.expense_date)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconCreditCard size={14} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text size="sm" c="dimmed" data-testid="expense-payment-type">
              {expense.payment_type}
            </Text>
          </Group>
        </Group>
        <Divider my={4} />
        <Group justify="space-between" gap="xs">
          <Text fw={700} size="lg" data-testid="expense-amount">
            {expenseMoney(expense.amount, expense.currency)}
          </Text>
          {(hasFiles || noted) && (
            <Group gap={6}>
              <FileNoteButtons
                number={number}
                hasFiles={hasFiles}
                hasNote={noted}
                onFile={onPreview}
                onNote={onPreview}
              />
            </Group>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
