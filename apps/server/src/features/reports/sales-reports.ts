// Sales by client and sales by item (docs/decisions/0376-reports.md): issued invoices of the period less
// its credit notes, grouped in the database, the biggest first, a page at a time.
import { fromMinor } from '@tradebook/domain/money/money';
import type { SalesByClient, SalesByItem } from '@tradebook/domain/reports/report-answers.schemas';
import type { PagedPeriodRequest } from '@tradebook/domain/reports/report-requests.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { salesByClient, salesByItem } from '../documents/document-report-figures.repository';
import { clientNames } from './client-names';
import { reportContext, requirePeriod, rowPage } from './report-context';

const figures = (row: { netMinor: number; vatMinor: number; grossMinor: number; documents: number }) => ({
  net: fromMinor(row.netMinor),
  vat: fromMinor(row.vatMinor),
  gross: fromMinor(row.grossMinor),
  documents: row.documents,
});

export async function getSalesByClient(
  ctx: AppContext,
  owner: OwnerId,
  request: PagedPeriodRequest,
): Promise<SalesByClient> {
  requirePeriod(request);
  const report = await reportContext(ctx, owner);
  const range = { from: request.from, to: request.to, currencyId: report.currencyId };
  const page = await salesByClient(ctx.db, owner, range, rowPage(request));
  const names = await clientNames(
    ctx,
    owner,
    page.rows.map((row) => row.clientId),
  );
  return {
    currency_code: report.currencyCode,
    from: request.from,
    to: request.to,
    rows: page.rows.map((row) => ({
      client_id: row.clientId,
      client_name: names.get(row.clientId) ?? '',
      ...figures(row),
    })),
    page: request.page,
    per_page: request.per_page,
    total_rows: page.totalRows,
    totals: figures(page.totals),
  };
}

export async function getSalesByItem(
  ctx: AppContext,
  owner: OwnerId,
  request: PagedPeriodRequest,
): Promise<SalesByItem> {
  requirePeriod(request);
  const report = await reportContext(ctx, owner);
  const range = { from: request.from, to: request.to, currencyId: report.currencyId };
  const page = await salesByItem(ctx.db, owner, range, rowPage(request));
  return {
    currency_code: report.currencyCode,
    from: request.from,
    to: request.to,
    rows: page.rows.map((row) => ({
      name: row.name,
      quantity: row.quantityMilli / 1000,
      amount: fromMinor(row.amountMinor),
      lines: row.lines,
    })),
    page: request.page,
    per_page: request.per_page,
    total_rows: page.totalRows,
    totals: { amount: fromMinor(page.totals.amountMinor), lines: page.totals.lines },
  };
}
