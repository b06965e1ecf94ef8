// Item categories: the category dialog of the item list (docs/reference/items.md 'Screens').
import { CATEGORY_MESSAGES, type ItemCategory } from '@tradebook/domain/items/items.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { AppError, notFound } from '../../app-error';
import { deleteCategoryRow, findCategoryByName, insertCategory, listCategoryRows } from './items.repository';

const toCategory = (row: { id: number; type: string }): ItemCategory => ({
  id: Number(row.id),
  type: row.type,
});

/** In the order they were added, which is the dialog's numbered list. */
export async function listCategories(ctx: AppContext, owner: OwnerId): Promise<ItemCategory[]> {
  return (await listCategoryRows(ctx.db, owner)).map(toCategory);
}

/** Two categories of the same name (ignoring case) would be impossible to tell apart: 409. */
export async function createCategory(ctx: AppContext, owner: OwnerId, name: string): Promise<ItemCategory> {
  if (await findCategoryByName(ctx.db, owner, name)) throw new AppError('conflict', CATEGORY_MESSAGES.exists);
  const id = await insertCategory(ctx.db, owner, { type: name, created_at: ctx.now().toISOString() });
  return { id, type: name };
}

/** The category's items stay, uncategorised. */
export async function deleteCategory(ctx: AppContext, owner: OwnerId, categoryId: number): Promise<void> {
  if (!(await deleteCategoryRow(ctx.db, owner, categoryId))) throw notFound();
}
