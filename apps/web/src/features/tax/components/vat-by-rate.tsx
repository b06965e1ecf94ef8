// Output and input VAT by rate (how a return is made outside the UK), with how many records are behind
// each line (docs/decisions/0233-vat-return-screen.md).
import { Table, Title } from '@mantine/core';
import type { VatReturn } from '@tradebook/domain/tax/vat-return.schemas';
import { moneyText } from './vat-boxes';

export function VatByRate({ title, lines }: { title: string; lines: VatReturn['sales_by_rate'] }) {
  return (
    <section aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Rate</Table.Th>
            <Table.Th scope="col" ta="right">
              Net
            </Table.Th>
            <Table.Th scope="col" ta="right">
              VAT
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Records
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>None in this period.</Table.Td>
            </Table.Tr>
          )}
          {lines.map((line) => (
            <Table.Tr key={line.rate}>
              <Table.Th scope="row">{line.rate} %</Table.Th>
              <Table.Td ta="right">{moneyText(line.net)}</Table.Td>
              <Table.Td ta="right">{moneyText(line.vat)}</Table.Td>
              <Table.Td ta="right">{line.count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
