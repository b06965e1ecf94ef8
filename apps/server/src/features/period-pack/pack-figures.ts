// The figures of the period pack's spreadsheet (docs/decisions/0383-what-the-period-pack-holds.md): the
// VAT return of the period as features/tax works it out, and the profit and loss by month in the
// business's currency, from one grouped statement on documents and one on expenses, joined by month
// here (at most 12 rows each).
import type { PeriodPackRange } from '@tradebook/domain/period-pack/period-pack.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { findBusinessFacts } from '../accounts/user-profiles.repository';
import { netSalesByMonth } from '../documents/document-period-figures.repository';
import { costsByMonth } from '../expenses/expense-period-figures.repository';
import { getVatReturn } from '../tax/vat-return.service';
import { vatLinesOf, type PnlLine, type VatLine } from './pack-sheets';

export async function vatReturnLines(
  ctx: AppContext,
  owner: OwnerId,
  range: PeriodPackRange,
): Promise<VatLine[]> {
  return vatLinesOf(await getVatReturn(ctx, owner, { ...range, period_key: '' }));
}

/** The months with any income or costs, in order, then their total. */
export async function profitAndLossLines(
  ctx: AppContext,
  owner: OwnerId,
  range: PeriodPackRange,
): Promise<PnlLine[]> {
  const currencyId = Number((await findBusinessFacts(ctx.db, owner)).currency_id);
  const months = new Map<string, PnlLine>();
  const monthOf = (month: string) => {
    const line = months.get(month) ?? { month, incomeMinor: 0, costsMinor: 0 };
    months.set(month, line);
    return line;
  };
  for (const sales of await netSalesByMonth(ctx.db, owner, { ...range, currencyId })) {
    monthOf(sales.month).incomeMinor += sales.amountMinor;
  }
  for (const costs of await costsByMonth(ctx.db, owner, { ...range, currencyId })) {
    monthOf(costs.month).costsMinor += costs.amountMinor;
  }
  const lines = [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
  const total = lines.reduce(
    (sum, line) => ({
      month: 'Total',
      incomeMinor: sum.incomeMinor + line.incomeMinor,
      costsMinor: sum.costsMinor + line.costsMinor,
    }),
    { month: 'Total', incomeMinor: 0, costsMinor: 0 },
  );
  return [...lines, total];
}
