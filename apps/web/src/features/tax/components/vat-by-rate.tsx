// Output and input VAT by rate (how a return is made outside the UK), with how many records are behind
// each line (docs/decisions/0233-vat-return-screen.md).
import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VatReturn } from '@tradebook/domain/tax/vat-return.schemas';
import { useVatMoney } from './vat-money';

export function VatByRate({ title, lines }: { title: string; lines: VatReturn['sales_by_rate'] }) {
  const { t } = useTranslation('tax');
  const money = useVatMoney();
  return (
    <section aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('by_rate.rate')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('by_rate.net')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('by_rate.vat')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('by_rate.records')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>{t('by_rate.none')}</Table.Td>
            </Table.Tr>
          )}
          {lines.map((line) => (
            <Table.Tr key={line.rate}>
              <Table.Th scope="row">{t('by_rate.rate_value', { rate: line.rate })}</Table.Th>
              <Table.Td ta="right">{money(line.net)}</Table.Td>
              <Table.Td ta="right">{money(line.vat)}</Table.Td>
              <Table.Td ta="right">{line.count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
