// Aged receivables (docs/decisions/0376-reports.md): what each client still owes on open invoices (sent
// or part-paid, not void, less payments and credit notes), by how long past its due date on today:
// not yet due, 1-30, 31-60, 61-90 and over 90 days; the clients owing most first, a page at a time.
import { addDays } from '@tradebook/domain/documents/dates';
import { fromMinor } from '@tradebook/domain/money/money';
import type { AgedBuckets, AgedReceivables } from '@tradebook/domain/reports/report-answers.schemas';
import type { PageRequest } from '@tradebook/domain/reports/report-requests.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { agedByClient, type AgedRow } from '../documents/document-report-figures.repository';
import { clientNames } from './client-names';
import { reportContext, rowPage } from './report-context';

const bucketsOf = (cells: AgedRow['buckets']): AgedBuckets => ({
  current: fromMinor(cells[0]),
  days_1_30: fromMinor(cells[1]),
  days_31_60: fromMinor(cells[2]),
  days_61_90: fromMinor(cells[3]),
  over_90: fromMinor(cells[4]),
  total: fromMinor(cells[5]),
});

export async function getAgedReceivables(
  ctx: AppContext,
  owner: OwnerId,
  request: PageRequest,
): Promise<AgedReceivables> {
  const report = await reportContext(ctx, owner);
  const today = report.today;
  const dates = {
    today,
    less30: addDays(today, -30),
    less60: addDays(today, -60),
    less90: addDays(today, -90),
  };
  const page = await agedByClient(ctx.db, owner, report.currencyId, dates, rowPage(request));
  const names = await clientNames(
    ctx,
    owner,
    page.rows.map((row) => row.clientId),
  );
  return {
    currency_code: report.currencyCode,
    as_of: today,
    rows: page.rows.map((row) => ({
      client_id: row.clientId,
      client_name: names.get(row.clientId) ?? '',
      invoices: row.invoices,
      ...bucketsOf(row.buckets),
    })),
    page: request.page,
    per_page: request.per_page,
    total_rows: page.totalRows,
    totals: bucketsOf(page.totals),
  };
}
