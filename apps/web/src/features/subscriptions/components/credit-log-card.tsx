// The read-only free-credit log (docs/reference/subscriptions.md 'Screens' and 'Fields'): credits a month,
// used and left this calendar month. They limit expenses only once free usage is over and no subscription
// runs (docs/reference/subscriptions.md).
import { Table, Text } from '@mantine/core';
import type { Credit } from '@tradebook/domain/subscriptions/subscription.schemas';
import { SettingsCard } from './settings-card';

export function CreditLogCard({ credit }: { credit: Credit | undefined }) {
  const rows: [string, number | undefined][] = [
    ['Total credit per month', credit?.total_credit_per_month],
    ['Used credit', credit?.used_credit],
    ['Credit remaining', credit?.remaining_credit],
  ];
  return (
    <SettingsCard title="Free credit log">
      <Table withRowBorders={false} verticalSpacing={4} aria-label="Free credit log">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={500}>
                {label}
              </Table.Th>
              <Table.Td ta="right">{value ?? '–'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        {credit?.limit_applies
          ? 'Each expense you add this month uses one credit.'
          : 'Credits are used only when free usage is over and no plan is running.'}
      </Text>
    </SettingsCard>
  );
}
