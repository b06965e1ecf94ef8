// The income tax of a tax year as a report table: its quarters, then its expense categories
// (docs/decisions/0375-income-tax-figures.md).
import { formatCalendarDate } from '@tradebook/domain/documents/dates';
import {
  IncomeTaxRequestSchema,
  type ReportExportRequest,
} from '@tradebook/domain/reports/report-requests.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { getIncomeTax } from './income-tax';
import type { ReportContext } from './report-context';
import { made, parsed, periodLine, type AnyTable } from './report-lines';
import { cents, type ReportTable } from './report-table';

export async function incomeTaxTable(
  ctx: AppContext,
  owner: OwnerId,
  report: ReportContext,
  request: ReportExportRequest,
): Promise<AnyTable> {
  const answer = await getIncomeTax(
    ctx,
    owner,
    parsed(IncomeTaxRequestSchema, { tax_year: request.tax_year }),
  );
  type Row = { label: string; income: number | null; expenses: number; profit: number | null };
  const rows: Row[] = [
    ...answer.quarters.map((q) => ({
      label: `${formatCalendarDate(q.from)} to ${formatCalendarDate(q.to)}`,
      income: q.income,
      expenses: q.expenses,
      profit: q.profit,
    })),
    ...answer.categories.map((c) => ({
      label: `${c.name}${c.allowable ? '' : ' (not allowable)'}`,
      income: null,
      expenses: c.amount,
      profit: null,
    })),
  ];
  const table: ReportTable<Row> = {
    currencySymbol: report.currencySymbol,
    title: 'Income tax',
    filename: `income-tax-${answer.from}-to-${answer.to}`,
    subtitle: [
      report.business,
      `Tax year ${periodLine(answer.from, answer.to)} · ${answer.basis} basis`,
      made(report.today),
    ],
    columns: [
      { header: 'Quarter or category', kind: 'text', share: 0.52, value: (row) => row.label },
      {
        header: 'Income',
        kind: 'text',
        share: 0.16,
        value: (row) => (row.income === null ? '' : row.income.toFixed(2)),
      },
      { header: 'Expenses', kind: 'money', share: 0.16, value: (row) => cents(row.expenses) },
      {
        header: 'Profit',
        kind: 'text',
        share: 0.16,
        value: (row) => (row.profit === null ? '' : row.profit.toFixed(2)),
      },
    ],
    rows: (async function* () {
      yield* rows;
    })(),
    totals: () => [
      { label: 'Income', minor: cents(answer.income) },
      { label: 'Allowable expenses', minor: cents(answer.allowable_expenses) },
      { label: 'Profit', minor: cents(answer.profit) },
      {
        label: `Tax to set aside (${answer.income_tax_rate} % of the profit so far)`,
        minor: cents(answer.tax_to_set_aside),
      },
    ],
  };
  return table as unknown as AnyTable;
}
