// reports/export: one report as a PDF or a spreadsheet (docs/decisions/0376-reports.md), drawn from the
// same answers as its screen; a paged report is read a page of 100 rows at a time as the file is written.
// Each report's table is in a file of its own (<report>-table.ts, sales-tables.ts).
import type { Readable } from 'node:stream';
import {
  ClientStatementRequestSchema,
  type ReportExportRequest,
} from '@tradebook/domain/reports/report-requests.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { agedReceivablesTable } from './aged-receivables-table';
import { getClientStatement } from './client-statement';
import { incomeTaxTable } from './income-tax-table';
import { profitAndLossTable } from './profit-and-loss-table';
import { reportContext } from './report-context';
import { parsed, type AnyTable } from './report-lines';
import { reportPdf, reportSpreadsheet } from './report-table';
import { salesByClientTable, salesByItemTable } from './sales-tables';
import { statementTable } from './statement-table';

async function tableOf(ctx: AppContext, owner: OwnerId, request: ReportExportRequest): Promise<AnyTable> {
  const report = await reportContext(ctx, owner);
  switch (request.report) {
    case 'profit_and_loss':
      return profitAndLossTable(ctx, owner, report, request);
    case 'aged_receivables':
      return agedReceivablesTable(ctx, owner, report);
    case 'sales_by_client':
      return salesByClientTable(ctx, owner, report, request);
    case 'sales_by_item':
      return salesByItemTable(ctx, owner, report, request);
    case 'client_statement': {
      const period = parsed(ClientStatementRequestSchema, {
        client_id: request.client_id,
        from: request.from,
        to: request.to,
        per_page: 100,
      });
      const first = await getClientStatement(ctx, owner, period);
      return statementTable(report.business, report.today, report.currencySymbol, first, (page) =>
        page === 1 ? Promise.resolve(first) : getClientStatement(ctx, owner, { ...period, page }),
      );
    }
    case 'income_tax':
      return incomeTaxTable(ctx, owner, report, request);
  }
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
