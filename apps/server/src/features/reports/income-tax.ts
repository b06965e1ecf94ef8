// The income-tax figures of a tax year (docs/decisions/0375-income-tax-figures.md): income, allowable
// expenses by HMRC category and profit, for the year and each of its quarters, and what to set aside:
// the profit from the year's start to today at the settings' rate (never below 0), rounded half up.
import { percentFromMilli } from '@tradebook/domain/money/percent';
import { fromMinor } from '@tradebook/domain/money/money';
import { HMRC_CATEGORIES } from '@tradebook/domain/reports/hmrc-categories';
import type { IncomeTax } from '@tradebook/domain/reports/report-answers.schemas';
import type { IncomeTaxRequest } from '@tradebook/domain/reports/report-requests.schemas';
import { taxYearOf, taxYearStarting } from '@tradebook/domain/reports/tax-years';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { addUpParts, incomeFiguresByPart, type PartFigures } from './income-figures';
import { reportContext, type ReportContext } from './report-context';

const profitOf = (figures: PartFigures) => figures.incomeMinor - figures.allowableMinor;

/** Profit x rate (thousandths of a percent), half up, never below 0. */
export function setAsideOf(profitMinor: number, rateMilli: number): number {
  if (profitMinor <= 0) return 0;
  return Math.floor((profitMinor * rateMilli + 50_000) / 100_000);
}

/** The profit of the tax year that holds today, from its start to today, and what to set aside. */
export async function taxToSetAside(
  ctx: AppContext,
  owner: OwnerId,
  report: ReportContext,
): Promise<{ profitMinor: number; setAsideMinor: number }> {
  const year = taxYearOf(report.scheme.taxYearStart, report.today);
  const [soFar] = await incomeFiguresByPart(ctx, owner, report, { from: year.from, to: report.today }, [
    year.from,
  ]);
  const profitMinor = soFar ? profitOf(soFar) : 0;
  return { profitMinor, setAsideMinor: setAsideOf(profitMinor, report.scheme.incomeTaxRateMilli) };
}

export async function getIncomeTax(
  ctx: AppContext,
  owner: OwnerId,
  request: IncomeTaxRequest,
): Promise<IncomeTax> {
  const report = await reportContext(ctx, owner);
  const start = report.scheme.taxYearStart;
  const year =
    request.tax_year === undefined
      ? taxYearOf(start, report.today)
      : taxYearStarting(request.tax_year, start);
  const parts = await incomeFiguresByPart(
    ctx,
    owner,
    report,
    year,
    year.quarters.map((quarter) => quarter.from),
  );
  const whole = addUpParts(parts);
  const soFar = await taxToSetAside(ctx, owner, report);
  return {
    currency_code: report.currencyCode,
    tax_year: year.year,
    from: year.from,
    to: year.to,
    basis: report.scheme.basis,
    income: fromMinor(whole.incomeMinor),
    allowable_expenses: fromMinor(whole.allowableMinor),
    disallowed_expenses: fromMinor(whole.disallowedMinor),
    profit: fromMinor(profitOf(whole)),
    quarters: year.quarters.map((quarter, index) => {
      const figures = parts[index] as PartFigures;
      return {
        ...quarter,
        income: fromMinor(figures.incomeMinor),
        expenses: fromMinor(figures.allowableMinor),
        profit: fromMinor(profitOf(figures)),
      };
    }),
    categories: HMRC_CATEGORIES.filter((category) => whole.byCategory.has(category.key)).map((category) => ({
      hmrc_category: category.key,
      name: category.name,
      allowable: category.allowable,
      amount: fromMinor(whole.byCategory.get(category.key) ?? 0),
    })),
    profit_so_far: fromMinor(soFar.profitMinor),
    income_tax_rate: percentFromMilli(report.scheme.incomeTaxRateMilli),
    tax_to_set_aside: fromMinor(soFar.setAsideMinor),
  };
}
