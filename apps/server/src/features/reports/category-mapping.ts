// The HMRC category of each expense category (docs/decisions/0375-income-tax-figures.md): read with the
// defaults filled in; changed for the categories sent (the others keep theirs).
import { expenseCategoryName } from '@tradebook/domain/expenses/expense-categories';
import type { CategoryMapping } from '@tradebook/domain/reports/report-answers.schemas';
import {
  REPORT_MESSAGES,
  type CategoryMappingUpdate,
} from '@tradebook/domain/reports/report-requests.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { saveCategoryMaps } from './expense-category-maps.repository';
import { categoryMapping } from './income-figures';

export { categoryMapping as getCategoryMapping };

export async function updateCategoryMapping(
  ctx: AppContext,
  owner: OwnerId,
  update: CategoryMappingUpdate,
): Promise<CategoryMapping> {
  if (update.mappings.some((map) => expenseCategoryName(map.category_id) === undefined)) {
    throw new AppError('validation', [REPORT_MESSAGES.category]);
  }
  await saveCategoryMaps(
    ctx.db,
    owner,
    update.mappings.map((map) => ({ categoryId: map.category_id, hmrcCategory: map.hmrc_category })),
    ctx.now().toISOString(),
  );
  return categoryMapping(ctx, owner);
}
