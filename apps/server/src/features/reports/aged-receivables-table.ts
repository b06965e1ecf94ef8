// Aged receivables as a report table (docs/decisions/0376-reports.md), read a page of 100 rows at a time
// as the file is written.
import { formatCalendarDate } from '@tradebook/domain/documents/dates';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { getAgedReceivables } from './aged-receivables';
import type { ReportContext } from './report-context';
import { made, type AnyTable } from './report-lines';
import { cents, everyRow, type ReportTable } from './report-table';

export async function agedReceivablesTable(
  ctx: AppContext,
  owner: OwnerId,
  report: ReportContext,
): Promise<AnyTable> {
  const first = await getAgedReceivables(ctx, owner, { page: 1, per_page: 100 });
  type Row = (typeof first.rows)[number];
  const money = (header: string, pick: (row: Row) => number) =>
    ({ header, kind: 'money', share: 0.11, value: (row: Row) => cents(pick(row)) }) as const;
  const table: ReportTable<Row> = {
    currencySymbol: report.currencySymbol,
    title: 'Aged receivables',
    filename: `aged-receivables-${first.as_of}`,
    subtitle: [report.business, `On ${formatCalendarDate(first.as_of)}`, made(report.today)],
    columns: [
      { header: 'Client', kind: 'text', share: 0.23, value: (row) => row.client_name },
      money('Current', (row) => row.current),
      money('1-30 days', (row) => row.days_1_30),
      money('31-60 days', (row) => row.days_31_60),
      money('61-90 days', (row) => row.days_61_90),
      money('Over 90 days', (row) => row.over_90),
      money('Total', (row) => row.total),
    ],
    rows: everyRow((page) =>
      page === 1 ? Promise.resolve(first) : getAgedReceivables(ctx, owner, { page, per_page: 100 }),
    ),
    totals: () => [
      { label: 'Current', minor: cents(first.totals.current) },
      { label: '1-30 days', minor: cents(first.totals.days_1_30) },
      { label: '31-60 days', minor: cents(first.totals.days_31_60) },
      { label: '61-90 days', minor: cents(first.totals.days_61_90) },
      { label: 'Over 90 days', minor: cents(first.totals.over_90) },
      { label: 'Total', minor: cents(first.totals.total) },
    ],
  };
  return table as unknown as AnyTable;
}
