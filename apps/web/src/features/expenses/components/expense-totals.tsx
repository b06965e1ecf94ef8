// 'A total of the listed amounts' (docs/reference/expenses.md 'Screens'): the server adds up every expense
// the filters match, not only the page shown (docs/reference/api.md 'Lists answer one page'), one total per
// currency, since pounds and euros do not add up. With one currency it reads 'Total £123.45'; with several,
// one line each with its code and how many expenses it covers.
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExpenseTotal } from '@tradebook/domain/expenses/expense.schemas';
import { expenseMoney } from '../expense-money';

export function ExpenseTotals({ totals }: { totals: readonly ExpenseTotal[] }) {
  const { t } = useTranslation('expenses');
  if (totals.length === 0) return null;
  const several = totals.length > 1;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('totals.label')}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text fw={600}>{several ? t('totals.totals') : t('totals.total')}</Text>
        <Stack gap={2} align="flex-end">
          {totals.map((total) => (
            <Text key={total.currency_id} fw={700} size="lg" data-testid="expense-total">
              {expenseMoney(total.amount, total.currency)}
              {several && (
                <Text span size="sm" fw={400} c="dimmed">
                  {` ${t('totals.covers', { code: total.currency_code, count: total.count })}`}
                </Text>
              )}
            </Text>
          ))}
        </Stack>
      </Group>
    </Paper>
  );
}
