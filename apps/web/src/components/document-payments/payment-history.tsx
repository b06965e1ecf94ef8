// The right side of the Payment dialog: the payments recorded (or, on the add screen, waiting to be saved
// with the invoice), the total paid, what is still due and any credit left by an overpayment; dates and
// amounts as the business's country writes them (ADR 0224).
import { ActionIcon, Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatCalendarDate } from '../../lib/dates/business-locale';
import { useFormatMoney } from '../../lib/money/business-money';
import type { PaymentEntry } from '../../lib/payments/payment-entries';
import { PlainList } from '../plain-list/plain-list';

export interface PaymentHistoryProps {
  entries: readonly PaymentEntry[];
  paidMinor: number;
  dueMinor: number;
  creditMinor: number;
  currencySymbol: string;
  /** Payments not saved yet (add screen): they can be taken out again. */
  onRemove?: (key: string) => void;
  /** A saved payment (not by card) can be corrected or deleted. */
  onEdit?: (entry: PaymentEntry) => void;
  onDelete?: (entry: PaymentEntry) => void;
}

export function PaymentHistory({
  entries,
  paidMinor,
  dueMinor,
  creditMinor,
  currencySymbol,
  onRemove,
  onEdit,
  onDelete,
}: PaymentHistoryProps) {
  const { t } = useTranslation('payments');
  const formatMoney = useFormatMoney();
  const formatCalendarDate = useFormatCalendarDate();
  const money = (minor: number) => formatMoney(minor, currencySymbol);
  return (
    <Stack gap="sm" component="section" aria-labelledby="payments-title">
      <Title order={3} size="h5" id="payments-title">
        {onRemove ? t('history.to_record') : t('history.recorded')}
      </Title>
      <PlainList
        rows={entries}
        label={t('history.list')}
        empty={t('history.none')}
        renderRow={(entry) => (
          <Paper key={entry.key} withBorder p="xs" radius="sm" component="li">
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {money(entry.amountMinor)}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatCalendarDate(entry.date)} · {entry.method}
                </Text>
                {entry.note && (
                  <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                    {entry.note}
                  </Text>
                )}
              </div>
              <Group gap={4} wrap="nowrap">
                {entry.status ? (
                  <Badge size="sm" variant="light" color={entry.status === 'fully_paid' ? 'teal' : 'yellow'}>
                    {entry.status === 'fully_paid' ? t('history.fully_paid') : t('history.partially_paid')}
                  </Badge>
                ) : (
                  <Badge size="sm" variant="light" color="gray">
                    {t('history.not_saved')}
                  </Badge>
                )}
                {entry.paymentId !== undefined && !entry.byCard && onEdit && (
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('history.edit', { amount: money(entry.amountMinor) })}
                    onClick={() => onEdit(entry)}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                )}
                {entry.paymentId !== undefined && !entry.byCard && onDelete && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('history.delete', { amount: money(entry.amountMinor) })}
                    onClick={() => onDelete(entry)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
                {onRemove && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('history.remove', { amount: money(entry.amountMinor) })}
                    onClick={() => onRemove(entry.key)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
            </Group>
          </Paper>
        )}
      />
      <Divider />
      <Group justify="space-between">
        <Text size="sm">{t('history.total_paid')}</Text>
        <Text size="sm" fw={700} data-testid="payments-paid">
          {money(paidMinor)}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm">{t('history.due')}</Text>
        <Text size="sm" fw={700} data-testid="payments-due">
          {money(dueMinor)}
        </Text>
      </Group>
      {creditMinor > 0 && (
        <Group justify="space-between">
          <Text size="sm">{t('history.credit')}</Text>
          <Text size="sm" fw={700} data-testid="payments-credit">
            {money(creditMinor)}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
