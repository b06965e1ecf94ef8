// 'A total of the listed amounts' (docs/reference/expenses.md 'Screens'): the server adds up every expense
// the filters match, not only the page shown (docs/reference/api.md 'Lists answer one page'), one total per
// currency, since pounds and euros do not add up. With one currency it reads 'Total £123.45'; with several,
// one line each with its code and how many expenses it covers.
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ExpenseTotal } from '@tradebook/domain/expenses/expense.schemas';
import { expenseMoney } from '../expense-money';

export function ExpenseTotals({ totals }: { totals: readonly ExpenseTotal[] }) {
  if (totals.length === 0) return null;
  const several = totals.length > 1;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Total of the listed expenses">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text fw={600}>{several ? 'Totals' : 'Total'}</Text>
        <Stack gap={2} align="flex-end">
          {totals.map((total) => (
            <Text key={total.currency_id} fw={700} size="lg" data-testid="expense-total">
              {expenseMoney(total.amount, total.currency)}
              {several && (
                <Text span size="sm" fw={400} c="dimmed">
                  {` ${total.currency_code}, ${total.count === 1 ? '1 expense' : `${total.count} expenses`}`}
                </Text>
              )}
            </Text>
          ))}
        </Stack>
      </Group>
    </Paper>
  );
}
