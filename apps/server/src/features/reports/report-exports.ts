// reports/export: one report as a PDF or a spreadsheet (docs/decisions/0376-reports.md), drawn from the
// same answers as its screen; a paged report is read a page of 100 rows at a time as the file is written.
import type { Readable } from 'node:stream';
import { formatCalendarDate } from '@tradebook/domain/documents/dates';
import {
  ClientStatementRequestSchema,
  IncomeTaxRequestSchema,
  PagedPeriodRequestSchema,
  PeriodRequestSchema,
  type ReportExportRequest,
} from '@tradebook/domain/reports/report-requests.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { getAgedReceivables } from './aged-receivables';
import { getClientStatement } from './client-statement';
import { getIncomeTax } from './income-tax';
import { getProfitAndLoss } from './profit-and-loss';
import { reportContext } from './report-context';
import { cents, everyRow, reportPdf, reportSpreadsheet, type ReportTable } from './report-table';
import { getSalesByClient, getSalesByItem } from './sales-reports';

type AnyTable = ReportTable<never>;

/** The request's fields checked as the report's own call checks them (422 with its messages). */
function parsed<T>(
  schema: {
    safeParse: (input: unknown) => {
      success: boolean;
      data?: T;
      error?: { issues: Array<{ message: string }> };
    };
  },
  input: unknown,
): T {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new AppError('validation', result.error?.issues.map((issue) => issue.message) ?? []);
  return result.data as T;
}

const made = (today: string) => `Made on ${formatCalendarDate(today)}.`;
const periodLine = (from: string, to: string) => `${formatCalendarDate(from)} to ${formatCalendarDate(to)}`;

async function tableOf(ctx: AppContext, owner: OwnerId, request: ReportExportRequest): Promise<AnyTable> {
  const report = await reportContext(ctx, owner);
  const head = { currencySymbol: report.currencySymbol };
  switch (request.report) {
    case 'profit_and_loss': {
      const answer = await getProfitAndLoss(ctx, owner, parsed(PeriodRequestSchema, request));
      const table: ReportTable<(typeof answer.months)[number]> = {
        ...head,
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
    case 'aged_receivables': {
      const first = await getAgedReceivables(ctx, owner, { page: 1, per_page: 100 });
      type Row = (typeof first.rows)[number];
      const money = (header: string, pick: (row: Row) => number) =>
        ({ header, kind: 'money', share: 0.11, value: (row: Row) => cents(pick(row)) }) as const;
      const table: ReportTable<Row> = {
        ...head,
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
    case 'sales_by_client': {
      const period = parsed(PagedPeriodRequestSchema, { from: request.from, to: request.to, per_page: 100 });
      const first = await getSalesByClient(ctx, owner, period);
      type Row = (typeof first.rows)[number];
      const table: ReportTable<Row> = {
        ...head,
        title: 'Sales by client',
        filename: `sales-by-client-${first.from}-to-${first.to}`,
        subtitle: [report.business, periodLine(first.from, first.to), made(report.today)],
        columns: [
          { header: 'Client', kind: 'text', share: 0.36, value: (row) => row.client_name },
          { header: 'Documents', kind: 'number', share: 0.1, value: (row) => row.documents },
          { header: 'Net', kind: 'money', share: 0.18, value: (row) => cents(row.net) },
          { header: 'VAT', kind: 'money', share: 0.18, value: (row) => cents(row.vat) },
          { header: 'Total', kind: 'money', share: 0.18, value: (row) => cents(row.gross) },
        ],
        rows: everyRow((page) =>
          page === 1 ? Promise.resolve(first) : getSalesByClient(ctx, owner, { ...period, page }),
        ),
        totals: () => [
          { label: 'Net', minor: cents(first.totals.net) },
          { label: 'VAT', minor: cents(first.totals.vat) },
          { label: 'Total', minor: cents(first.totals.gross) },
        ],
      };
      return table as unknown as AnyTable;
    }
    case 'sales_by_item': {
      const period = parsed(PagedPeriodRequestSchema, { from: request.from, to: request.to, per_page: 100 });
      const first = await getSalesByItem(ctx, owner, period);
      type Row = (typeof first.rows)[number];
      const table: ReportTable<Row> = {
        ...head,
        title: 'Sales by item',
        filename: `sales-by-item-${first.from}-to-${first.to}`,
        subtitle: [report.business, periodLine(first.from, first.to), made(report.today)],
        columns: [
          { header: 'Item', kind: 'text', share: 0.5, value: (row) => row.name },
          { header: 'Quantity', kind: 'number', share: 0.15, value: (row) => row.quantity },
          { header: 'Lines', kind: 'number', share: 0.15, value: (row) => row.lines },
          { header: 'Amount', kind: 'money', share: 0.2, value: (row) => cents(row.amount) },
        ],
        rows: everyRow((page) =>
          page === 1 ? Promise.resolve(first) : getSalesByItem(ctx, owner, { ...period, page }),
        ),
        totals: () => [{ label: 'Amount', minor: cents(first.totals.amount) }],
      };
      return table as unknown as AnyTable;
    }
    case 'client_statement': {
      const period = parsed(ClientStatementRequestSchema, {
        client_id: request.client_id,
        from: request.from,
        to: request.to,
        per_page: 100,
      });
      const first = await getClientStatement(ctx, owner, period);
      return statementTable(report.business, report.today, head.currencySymbol, first, (page) =>
        page === 1 ? Promise.resolve(first) : getClientStatement(ctx, owner, { ...period, page }),
      );
    }
    case 'income_tax': {
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
        ...head,
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
  }
}

type Statement = Awaited<ReturnType<typeof getClientStatement>>;

export function statementTable(
  business: string,
  today: string,
  currencySymbol: string,
  first: Statement,
  readPage: (page: number) => Promise<Statement>,
): AnyTable {
  type Row = Statement['rows'][number];
  const words = { invoice: 'Invoice', credit_note: 'Credit note', payment: 'Payment', refund: 'Refund' };
  const table: ReportTable<Row> = {
    currencySymbol,
    title: `Statement: ${first.client_name}`,
    filename: `statement-${first.from}-to-${first.to}`,
    subtitle: [
      business,
      `${periodLine(first.from, first.to)} · opening balance ${first.opening_balance.toFixed(2)}`,
      made(today),
    ],
    columns: [
      { header: 'Date', kind: 'text', share: 0.16, value: (row) => formatCalendarDate(row.date) },
      { header: 'Type', kind: 'text', share: 0.18, value: (row) => words[row.type] },
      { header: 'Reference', kind: 'text', share: 0.26, value: (row) => row.reference },
      { header: 'Amount', kind: 'money', share: 0.2, value: (row) => cents(row.amount) },
      { header: 'Balance', kind: 'money', share: 0.2, value: (row) => cents(row.balance) },
    ],
    rows: everyRow(readPage),
    totals: () => [
      { label: 'Opening balance', minor: cents(first.opening_balance) },
      { label: 'Invoices', minor: cents(first.invoices) },
      { label: 'Payments', minor: cents(first.payments) },
      { label: 'Credit notes', minor: cents(first.credit_notes) },
      { label: 'Refunds', minor: cents(first.refunds) },
      { label: 'Closing balance', minor: cents(first.closing_balance) },
    ],
  };
  return table as unknown as AnyTable;
}

export async function exportReport(
  ctx: AppContext,
  owner: OwnerId,
  request: ReportExportRequest,
): Promise<{ filename: string; contentType: string; stream: Readable }> {
  const table = await tableOf(ctx, owner, request);
  if (request.format === 'pdf') {
    return {
      filename: `${table.filename}.pdf`,
      contentType: 'application/pdf',
      stream: reportPdf(ctx, table),
    };
  }
  return {
    filename: `${table.filename}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    stream: reportSpreadsheet(table),
  };
}
