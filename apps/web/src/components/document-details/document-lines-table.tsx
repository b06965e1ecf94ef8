// The lines of a document's details dialog (item, quantity, unit price, amount), the same for every kind.
import { useTranslation } from 'react-i18next';
import { Table } from '@mantine/core';
import { formatMoney, toMinor } from '@tradebook/domain/money/money';

export interface DetailsLine {
  item_id: number;
  name: string;
  quantity: number;
  unit_price: number;
  total: number;
}

export function DocumentLinesTable({
  number,
  lines,
  currencySymbol,
}: {
  number: string;
  lines: readonly DetailsLine[];
  currencySymbol: string;
}) {
  const { t } = useTranslation('documents');
  const money = (amount: number) => formatMoney(toMinor(amount) ?? 0, currencySymbol);
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped verticalSpacing={6} aria-label={t('details.lines', { number })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('details.item')}</Table.Th>
            <Table.Th ta="right">{t('details.qty')}</Table.Th>
            <Table.Th ta="right">{t('details.unit_price')}</Table.Th>
            <Table.Th ta="right">{t('details.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((item) => (
            <Table.Tr key={item.item_id}>
              <Table.Td>{item.name}</Table.Td>
              <Table.Td ta="right">{item.quantity}</Table.Td>
              <Table.Td ta="right">{money(item.unit_price)}</Table.Td>
              <Table.Td ta="right">{money(item.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
