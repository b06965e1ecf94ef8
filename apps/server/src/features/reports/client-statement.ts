// A client's statement of a period (docs/decisions/0376-reports.md): the balance before it, its invoices,
// credit notes, refunds and payments oldest first with the balance after each (a page at a time), and the
// closing balance. Another owner's client is a 404.
import { fromMinor } from '@tradebook/domain/money/money';
import type { ClientStatement } from '@tradebook/domain/reports/report-answers.schemas';
import type { ClientStatementRequest } from '@tradebook/domain/reports/report-requests.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { getClient } from '../clients/clients.service';
import { statementFigures, statementLinePage } from '../payments/payment-report-figures.repository';
import { reportContext, requirePeriod, rowPage } from './report-context';

export async function getClientStatement(
  ctx: AppContext,
  owner: OwnerId,
  request: ClientStatementRequest,
): Promise<ClientStatement> {
  requirePeriod(request);
  const client = await getClient(ctx, owner, request.client_id);
  const report = await reportContext(ctx, owner);
  const account = {
    clientId: request.client_id,
    currencyId: report.currencyId,
    from: request.from,
    to: request.to,
  };
  const figures = await statementFigures(ctx.db, owner, account);
  const page = await statementLinePage(ctx.db, owner, account, rowPage(request));
  const moved = Object.values(figures.byType).reduce((sum, amount) => sum + amount, 0);
  return {
    currency_code: report.currencyCode,
    client_id: request.client_id,
    client_name: client.business_name?.trim() || client.full_name,
    client_email: client.email ?? '',
    from: request.from,
    to: request.to,
    opening_balance: fromMinor(figures.openingMinor),
    invoices: fromMinor(figures.byType.invoice),
    payments: fromMinor(-figures.byType.payment),
    credit_notes: fromMinor(-figures.byType.credit_note),
    refunds: fromMinor(figures.byType.refund),
    closing_balance: fromMinor(figures.openingMinor + moved),
    rows: page.rows.map((row) => ({
      date: row.date,
      type: row.type,
      reference: row.reference,
      amount: fromMinor(row.amountMinor),
      balance: fromMinor(figures.openingMinor + row.runningMinor),
    })),
    page: request.page,
    per_page: request.per_page,
    total_rows: page.totalRows,
  };
}
