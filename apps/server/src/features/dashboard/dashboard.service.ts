// The dashboard summary (issue 14; docs/decisions/0304-dashboard-summary.md): the figures of the
// repository in the business's own currency, on the server's calendar (ctx.now(), UTC like every other
// 'today', ADR 0115), the 12 month buckets filled in with zeros where nothing happened.
import {
  lastMonths,
  nextMonthStart,
  type DashboardFigure,
  type DashboardSummary,
} from '@tradebook/domain/dashboard/dashboard.schemas';
import { fromMinor } from '@tradebook/domain/money/money';
import type { AppContext } from '../../app-context';
import { findBusinessFacts } from '../accounts/user-profiles.repository';
import type { OwnerId } from '../../db/owner';
import { today as todayOf } from '../documents/read-documents';
import { currencyById } from '../lookups/currencies';
import type { MonthSums } from '../../db/month-sums';
import {
  awaitingQuotationSums,
  openInvoiceSums,
  refundsByMonth,
  type SumRow,
} from '../documents/document-sums.repository';
import { expensesByMonth } from '../expenses/expense-sums.repository';
import { paymentsByMonth } from '../payments/payment-sums.repository';
import { taxToSetAside } from '../reports/income-tax';
import { reportContext } from '../reports/report-context';
import { getVatReturn } from '../tax/vat-return.service';
import { percentFromMilli } from '@tradebook/domain/money/percent';

const figure = (sum: SumRow | undefined): DashboardFigure => ({
  amount: fromMinor(sum?.amountMinor ?? 0),
  count: sum?.count ?? 0,
});

async function businessCurrency(ctx: AppContext, owner: OwnerId): Promise<number> {
  return Number((await findBusinessFacts(ctx.db, owner)).currency_id);
}

export async function dashboardSummary(ctx: AppContext, owner: OwnerId): Promise<DashboardSummary> {
  const today = todayOf(ctx);
  const months = lastMonths(today);
  const thisMonth = months.at(-1) as string;
  const range = { from: `${months[0]}-01`, to: nextMonthStart(thisMonth) };
  const currencyId = await businessCurrency(ctx, owner);

  // One after the other: SQLite has one connection, and on PostgreSQL each is a few milliseconds.
  const open = await openInvoiceSums(ctx.db, owner, currencyId, today);
  const awaiting = await awaitingQuotationSums(ctx.db, owner, currencyId, today);
  const income = lessRefunds(
    byMonth(await paymentsByMonth(ctx.db, owner, currencyId, range)),
    await refundsByMonth(ctx.db, owner, currencyId, range),
  );
  const spent = byMonth(await expensesByMonth(ctx.db, owner, currencyId, range));
  // Tax to set aside and the VAT of the period so far (ADR 0375): the reports' and the VAT return's own sums.
  const report = await reportContext(ctx, owner);
  const setAside = await taxToSetAside(ctx, owner, report);
  const vat = await getVatReturn(ctx, owner, { from: null, to: null, period_key: '' });

  const currency = currencyById(currencyId);
  return {
    currency_id: currencyId,
    currency: currency?.symbol ?? '',
    currency_code: currency?.code ?? '',
    today,
    outstanding: figure(open.outstanding),
    overdue: figure(open.overdue),
    paid_this_month: figure(income.get(thisMonth)),
    expenses_this_month: figure(spent.get(thisMonth)),
    quotations_awaiting: figure(awaiting),
    tax_to_set_aside: {
      amount: fromMinor(setAside.setAsideMinor),
      profit_so_far: fromMinor(setAside.profitMinor),
      rate: percentFromMilli(report.scheme.incomeTaxRateMilli),
    },
    vat_this_period: { from: vat.from, to: vat.to, amount: vat.boxes.box5 },
    months: months.map((month) => ({
      month,
      income: fromMinor(income.get(month)?.amountMinor ?? 0),
      expenses: fromMinor(spent.get(month)?.amountMinor ?? 0),
    })),
  };
}

function byMonth(rows: MonthSums[]): Map<string, SumRow> {
  return new Map(rows.map((row) => [row.month, row]));
}

/** Income is what was paid less what credit notes refunded, in the month of each (the count stays the
 * number of payments). */
function lessRefunds(income: Map<string, SumRow>, refunds: MonthSums[]): Map<string, SumRow> {
  for (const refund of refunds) {
    const paid = income.get(refund.month) ?? { amountMinor: 0, count: 0 };
    income.set(refund.month, { ...paid, amountMinor: paid.amountMinor - refund.amountMinor });
  }
  return income;
}
