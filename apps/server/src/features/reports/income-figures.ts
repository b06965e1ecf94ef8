// Income and allowable expenses of the parts of a period (months, quarters; docs/decisions/0375-income-tax-figures.md):
// income is sales before VAT on the owner's basis (invoice: by document date, credit notes taken off;
// cash: what was received by payment date less its share of the VAT), expenses are the cost to the
// business (gross less reclaimable VAT) by expense category, each category put into its HMRC category.
// Two grouped statements; the app only adds up their few groups (parts x categories).
import { EXPENSE_CATEGORIES } from '@tradebook/domain/expenses/expense-categories';
import {
  defaultHmrcCategory,
  HMRC_CATEGORIES,
  hmrcCategory,
  type HmrcCategoryKey,
} from '@tradebook/domain/reports/hmrc-categories';
import type { CategoryMapping } from '@tradebook/domain/reports/report-answers.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { salesNetByBucket } from '../documents/document-report-figures.repository';
import { expenseCostByBucketAndCategory } from '../expenses/expense-report-figures.repository';
import { receivedNetByBucket } from '../payments/payment-report-figures.repository';
import { findCategoryMaps } from './expense-category-maps.repository';
import type { ReportContext } from './report-context';

export interface PartFigures {
  incomeMinor: number;
  allowableMinor: number;
  disallowedMinor: number;
  byCategory: Map<HmrcCategoryKey, number>;
}

/** Each expense category's HMRC category: the owner's choice, else the default by name. */
export async function categoryMapping(ctx: AppContext, owner: OwnerId): Promise<CategoryMapping> {
  const chosen = await findCategoryMaps(ctx.db, owner);
  return EXPENSE_CATEGORIES.map((category) => {
    const choice = hmrcCategory(chosen.get(category.id) ?? '');
    const key = choice?.key ?? defaultHmrcCategory(category.id);
    const hmrc = hmrcCategory(key) ?? HMRC_CATEGORIES[HMRC_CATEGORIES.length - 1]!;
    return {
      category_id: category.id,
      category_name: category.name,
      hmrc_category: hmrc.key,
      hmrc_name: hmrc.name,
      allowable: hmrc.allowable,
      is_default: choice === undefined,
    };
  });
}

/** The figures of each part of the period from..to, the parts starting on `starts` (the first is `from`). */
export async function incomeFiguresByPart(
  ctx: AppContext,
  owner: OwnerId,
  report: ReportContext,
  period: { from: string; to: string },
  starts: readonly string[],
): Promise<PartFigures[]> {
  const range = { ...period, currencyId: report.currencyId };
  const income =
    report.scheme.basis === 'cash'
      ? await receivedNetByBucket(ctx.db, owner, range, starts)
      : await salesNetByBucket(ctx.db, owner, range, starts);
  const costs = await expenseCostByBucketAndCategory(ctx.db, owner, range, starts);
  const mapping = new Map(
    (await categoryMapping(ctx, owner)).map((row) => [row.category_id, row.hmrc_category]),
  );

  const parts: PartFigures[] = starts.map(() => ({
    incomeMinor: 0,
    allowableMinor: 0,
    disallowedMinor: 0,
    byCategory: new Map(),
  }));
  for (const [bucket, net] of income) {
    const figures = parts[bucket];
    if (figures) figures.incomeMinor += net;
  }
  for (const cost of costs) {
    const figures = parts[cost.bucket];
    if (!figures) continue;
    const key = mapping.get(cost.categoryId) ?? 'otherExpenses';
    figures.byCategory.set(key, (figures.byCategory.get(key) ?? 0) + cost.costMinor);
    if (hmrcCategory(key)?.allowable === false) figures.disallowedMinor += cost.costMinor;
    else figures.allowableMinor += cost.costMinor;
  }
  return parts;
}

/** The parts' figures added up. */
export function addUpParts(parts: PartFigures[]): PartFigures {
  const sum: PartFigures = { incomeMinor: 0, allowableMinor: 0, disallowedMinor: 0, byCategory: new Map() };
  for (const figures of parts) {
    sum.incomeMinor += figures.incomeMinor;
    sum.allowableMinor += figures.allowableMinor;
    sum.disallowedMinor += figures.disallowedMinor;
    for (const [key, amount] of figures.byCategory) {
      sum.byCategory.set(key, (sum.byCategory.get(key) ?? 0) + amount);
    }
  }
  return sum;
}
