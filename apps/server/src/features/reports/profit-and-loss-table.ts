// The profit and loss of a period as a report table, a row a month (docs/decisions/0376-reports.md).
import {
  PeriodRequestSchema,
  type ReportExportRequest,
} from '@tradebook/domain/reports/report-requests.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { getProfitAndLoss } from './profit-and-loss';
import type { ReportContext } from './report-context';
import { made, parsed, periodLine, type AnyTable } from './report-lines';
import { cents, type ReportTable } from './report-table';

export async function profitAndLossTable(
  ctx: AppContext,
  owner: OwnerId,
  report: ReportContext,
  request: ReportExportRequest,
): Promise<AnyTable> {
  const answer = await getProfitAndLoss(ctx, owner, parsed(PeriodRequestSchema, request));
  const table: ReportTable<(typeof answer.months)[number]> = {
    currencySymbol: report.currencySymbol,
    title: 'Profit and loss',
    filename: `profit-and-loss-${answer.from}-to-${answer.to}`,
    subtitle: [
      report.business,
      `${periodLine(answer.from, answer.to)} · ${answer.basis} basis`,
      made(report.today),
    ],
    columns: [
      { header: 'Month', kind: 'text', share: 0.25, value: (row) => row.month },
      { header: 'Income', kind: 'money', share: 0.25, value: (row) => cents(row.income) },
      { header: 'Expenses', kind: 'money', share: 0.25, value: (row) => cents(row.expenses) },
      { header: 'Profit', kind: 'money', share: 0.25, value: (row) => cents(row.profit) },
    ],
    rows: (async function* () {
      yield* answer.months;
    })(),
    totals: () => [
      { label: 'Income', minor: cents(answer.totals.income) },
      { label: 'Expenses', minor: cents(answer.totals.expenses) },
      { label: 'Profit', minor: cents(answer.totals.profit) },
    ],
  };
  return table as unknown as AnyTable;
}
