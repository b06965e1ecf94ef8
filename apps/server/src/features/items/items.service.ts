// The item catalogue's use cases: read, number, create, update, delete (the list is list-items.ts).
import { lineTotalMinor } from '@tradebook/domain/documents/totals';
import type { Item, ItemInput } from '@tradebook/domain/items/items.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { notFound } from '../../app-error';
import { assignNextNumber, peekNextNumber } from '../numbering/numbering.service';
import { toItemResponse } from './item-response';
import {
  deleteItemRow,
  findCategoryRow,
  findItemRow,
  insertItem,
  updateItemRow,
  type ItemValues,
} from './items.repository';

export async function getItem(ctx: AppContext, owner: OwnerId, itemId: number): Promise<Item> {
  const row = await findItemRow(ctx.db, owner, itemId);
  if (!row) throw notFound();
  return toItemResponse(row);
}

/** generate_item_no: the number the next item would get. */
export function nextItemNumber(ctx: AppContext, owner: OwnerId): Promise<string> {
  return peekNextNumber(ctx.db, owner, 'ITEM');
}

/** A category given with an item must be one of the user's own: another user's answers 404. */
async function checkCategory(ctx: AppContext, owner: OwnerId, categoryId: number | null): Promise<void> {
  if (categoryId !== null && !(await findCategoryRow(ctx.db, owner, categoryId))) throw notFound();
}

const toValues = (input: ItemInput): ItemValues => ({
  name: input.name,
  description: input.description,
  quantity_milli: input.quantityMilli,
  unit_price_minor: input.unitPriceMinor,
  amount_minor: lineTotalMinor(input.quantityMilli, input.unitPriceMinor),
  type: input.type,
  category_id: input.categoryId,
});

/** The item number is taken inside the transaction that stores the item (docs/reference/documents.md
 * 'Numbers'). */
export async function createItem(ctx: AppContext, owner: OwnerId, input: ItemInput): Promise<Item> {
  await checkCategory(ctx, owner, input.categoryId);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const itemNo = await assignNextNumber(trx, owner, 'ITEM');
    return insertItem(trx, owner, {
      ...toValues(input),
      item_no: itemNo,
      created_at: ctx.now().toISOString(),
    });
  });
  return getItem(ctx, owner, id);
}

/** Replaces the item's fields; its number and creation date stay. */
export async function updateItem(
  ctx: AppContext,
  owner: OwnerId,
  input: ItemInput & { itemId: number },
): Promise<Item> {
  await checkCategory(ctx, owner, input.categoryId);
  const updated = await updateItemRow(ctx.db, owner, input.itemId, {
    ...toValues(input),
    updated_at: ctx.now().toISOString(),
  });
  if (!updated) throw notFound();
  return getItem(ctx, owner, input.itemId);
}

/** Quotation and invoice lines keep their own copy of an item's fields, so deleting it changes none. */
export async function deleteItem(ctx: AppContext, owner: OwnerId, itemId: number): Promise<void> {
  if (!(await deleteItemRow(ctx.db, owner, itemId))) throw notFound();
}
