// The read-only free-credit log (docs/reference/subscriptions.md 'Screens' and 'Fields'): credits a month,
// used and left this calendar month. They limit expenses only once free usage is over and no subscription
// runs (docs/reference/subscriptions.md).
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Credit } from '@tradebook/domain/subscriptions/subscription.schemas';
import { SettingsCard } from './settings-card';

export function CreditLogCard({ credit }: { credit: Credit | undefined }) {
  const { t } = useTranslation('subscriptions');
  const rows: [string, number | undefined][] = [
    [t('credit.total'), credit?.total_credit_per_month],
    [t('credit.used'), credit?.used_credit],
    [t('credit.remaining'), credit?.remaining_credit],
  ];
  return (
    <SettingsCard title={t('credit.title')}>
      <Table withRowBorders={false} verticalSpacing={4} aria-label={t('credit.title')}>
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
        {credit?.limit_applies ? t('credit.applies') : t('credit.not_applies')}
      </Text>
    </SettingsCard>
  );
}
