// Sales by client and sales by item as report tables (docs/decisions/0376-reports.md): a paged report of
// a period, read a page of 100 rows at a time as the file is written.
import type { SalesByClient, SalesByItem } from '@tradebook/domain/reports/report-answers.schemas';
import {
  PagedPeriodRequestSchema,
  type PagedPeriodRequest,
  type ReportExportRequest,
} from '@tradebook/domain/reports/report-requests.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import type { ReportContext } from './report-context';
import { made, parsed, periodLine, type AnyTable } from './report-lines';
import { cents, everyRow, type ReportColumn, type ReportTable } from './report-table';
import { getSalesByClient, getSalesByItem } from './sales-reports';

interface PagedPeriodAnswer<Row> {
  from: string;
  to: string;
  rows: Row[];
  total_rows: number;
}

/** A paged report of a period: its first page read now, the others as the file takes them. */
async function pagedPeriodTable<Row, Answer extends PagedPeriodAnswer<Row>>(
  report: ReportContext,
  request: ReportExportRequest,
  spec: {
    title: string;
    read: (period: PagedPeriodRequest) => Promise<Answer>;
    columns: ReportColumn<Row>[];
    totals: (first: Answer) => Array<{ label: string; minor: number }>;
  },
): Promise<AnyTable> {
  const period = parsed(PagedPeriodRequestSchema, { from: request.from, to: request.to, per_page: 100 });
  const first = await spec.read(period);
  const table: ReportTable<Row> = {
    currencySymbol: report.currencySymbol,
    title: spec.title,
    filename: `${spec.title.toLowerCase().replace(/ /g, '-')}-${first.from}-to-${first.to}`,
    subtitle: [report.business, periodLine(first.from, first.to), made(report.today)],
    columns: spec.columns,
    rows: everyRow((page) => (page === 1 ? Promise.resolve(first) : spec.read({ ...period, page }))),
    totals: () => spec.totals(first),
  };
  return table as unknown as AnyTable;
}

export function salesByClientTable(
  ctx: AppContext,
  owner: OwnerId,
  report: ReportContext,
  request: ReportExportRequest,
): Promise<AnyTable> {
  return pagedPeriodTable<SalesByClient['rows'][number], SalesByClient>(report, request, {
    title: 'Sales by client',
    read: (period) => getSalesByClient(ctx, owner, period),
    columns: [
      { header: 'Client', kind: 'text', share: 0.36, value: (row) => row.client_name },
      { header: 'Documents', kind: 'number', share: 0.1, value: (row) => row.documents },
      { header: 'Net', kind: 'money', share: 0.18, value: (row) => cents(row.net) },
      { header: 'VAT', kind: 'money', share: 0.18, value: (row) => cents(row.vat) },
      { header: 'Total', kind: 'money', share: 0.18, value: (row) => cents(row.gross) },
    ],
    totals: (first) => [
      { label: 'Net', minor: cents(first.totals.net) },
      { label: 'VAT', minor: cents(first.totals.vat) },
      { label: 'Total', minor: cents(first.totals.gross) },
    ],
  });
}

export function salesByItemTable(
  ctx: AppContext,
  owner: OwnerId,
  report: ReportContext,
  request: ReportExportRequest,
): Promise<AnyTable> {
  return pagedPeriodTable<SalesByItem['rows'][number], SalesByItem>(report, request, {
    title: 'Sales by item',
    read: (period) => getSalesByItem(ctx, owner, period),
    columns: [
      { header: 'Item', kind: 'text', share: 0.5, value: (row) => row.name },
      { header: 'Quantity', kind: 'number', share: 0.15, value: (row) => row.quantity },
      { header: 'Lines', kind: 'number', share: 0.15, value: (row) => row.lines },
      { header: 'Amount', kind: 'money', share: 0.2, value: (row) => cents(row.amount) },
    ],
    totals: (first) => [{ label: 'Amount', minor: cents(first.totals.amount) }],
  });
}
