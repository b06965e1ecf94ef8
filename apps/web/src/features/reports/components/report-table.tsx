// One report's table: a caption naming it, header cells, a row per line (its first cell a row header),
// and a totals row; money right-aligned. Scrolls sideways on its own at 375 px.
import { ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReportMoney } from './report-money';

export interface ReportColumn<Row> {
  header: string;
  money?: boolean;
  value: (row: Row) => string | number;
}

export interface ReportTableProps<Row> {
  caption: string;
  columns: ReportColumn<Row>[];
  rows: Row[];
  /** The totals row's cells after its 'Total' header, one per column but the first. */
  totals?: Array<string | number>;
  empty?: string;
}

export function ReportTable<Row>({ caption, columns, rows, totals, empty }: ReportTableProps<Row>) {
  const { t } = useTranslation('reports');
  const money = useReportMoney();
  const cell = (value: string | number, isMoney?: boolean) =>
    isMoney && typeof value === 'number' ? money(value) : String(value);
  if (rows.length === 0) return <Text c="dimmed">{empty ?? t('table.empty')}</Text>;
  const [first, ...rest] = columns;
  return (
    // The region can be scrolled by keyboard (focusable, named) when the table is wider than the screen.
    <ScrollArea
      type="auto"
      viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('table.scrolls', { caption }) }}
    >
      <Table striped withTableBorder aria-label={caption} miw={520}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.money ? 'right' : undefined} scope="col">
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={index}>
              {first && <Table.Th scope="row">{cell(first.value(row), first.money)}</Table.Th>}
              {rest.map((column) => (
                <Table.Td key={column.header} ta={column.money ? 'right' : undefined}>
                  {cell(column.value(row), column.money)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {totals && (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t('table.total')}</Table.Th>
              {totals.map((value, index) => (
                <Table.Td key={index} ta={rest[index]?.money ? 'right' : undefined} fw={700}>
                  {cell(value, rest[index]?.money)}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </ScrollArea>
  );
}
