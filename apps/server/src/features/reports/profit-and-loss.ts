// Profit and loss by month (docs/decisions/0376-reports.md): the income and every expense (its cost: gross
// less reclaimable VAT, allowable for income tax or not) of each calendar month of the period (the first
// and last months cut at its ends), on the owner's basis.
import { fromMinor } from '@tradebook/domain/money/money';
import type { ProfitAndLoss } from '@tradebook/domain/reports/report-answers.schemas';
import type { PeriodRequest } from '@tradebook/domain/reports/report-requests.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { addUpParts, incomeFiguresByPart, type PartFigures } from './income-figures';

const spent = (figures: PartFigures) => figures.allowableMinor + figures.disallowedMinor;
import { monthsBetween, reportContext, requirePeriod } from './report-context';

export async function getProfitAndLoss(
  ctx: AppContext,
  owner: OwnerId,
  period: PeriodRequest,
): Promise<ProfitAndLoss> {
  requirePeriod(period);
  const report = await reportContext(ctx, owner);
  const months = monthsBetween(period.from, period.to);
  const starts = months.map((month, index) => (index === 0 ? period.from : `${month}-01`));
  const parts = await incomeFiguresByPart(ctx, owner, report, period, starts);
  const whole = addUpParts(parts);
  return {
    currency_code: report.currencyCode,
    from: period.from,
    to: period.to,
    basis: report.scheme.basis,
    months: months.map((month, index) => {
      const figures = parts[index]!;
      return {
        month,
        income: fromMinor(figures.incomeMinor),
        expenses: fromMinor(spent(figures)),
        profit: fromMinor(figures.incomeMinor - spent(figures)),
      };
    }),
    totals: {
      income: fromMinor(whole.incomeMinor),
      expenses: fromMinor(spent(whole)),
      profit: fromMinor(whole.incomeMinor - spent(whole)),
    },
  };
}
