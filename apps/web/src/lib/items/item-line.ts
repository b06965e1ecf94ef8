// A line that the Add/Browse Item dialog hands to a quotation or invoice: typed as a new line or taken
// from the catalogue (then it keeps the item's number and category, docs/reference/items.md).
import { lineTotalMinor } from '@tradebook/domain/documents/totals';
import type { Item, ItemInput, ItemType } from '@tradebook/domain/items/items.schemas';
import { toQuantityMilli } from '@tradebook/domain/documents/quantity';
import { toMinor } from '@tradebook/domain/money/money';

export interface ItemLine {
  name: string;
  description: string;
  quantityMilli: number;
  unitPriceMinor: number;
  type: ItemType;
  categoryId: number | null;
  /** The category's name, or 'N/A'. */
  categoryType: string;
  /** The catalogue item's number and id, null for a line typed in the dialog and not saved. */
  itemNo: string | null;
  itemId: number | null;
}

/** round(quantity x unit price), the domain's one rule. */
export function lineAmountMinor(line: Pick<ItemLine, 'quantityMilli' | 'unitPriceMinor'>): number {
  return lineTotalMinor(line.quantityMilli, line.unitPriceMinor);
}

export function lineFromItem(item: Item): ItemLine {
  return {
    name: item.name,
    description: item.description,
    quantityMilli: toQuantityMilli(item.quantity) ?? 1000,
    unitPriceMinor: toMinor(item.unit_price) ?? 0,
    type: item.type,
    categoryId: item.category_id,
    categoryType: item.category_type,
    itemNo: item.item_no,
    itemId: item.id,
  };
}

export function lineFromInput(input: ItemInput, categoryType: string, saved?: Item): ItemLine {
  if (saved) return lineFromItem(saved);
  return {
    name: input.name,
    description: input.description,
    quantityMilli: input.quantityMilli,
    unitPriceMinor: input.unitPriceMinor,
    type: input.type,
    categoryId: input.categoryId,
    categoryType,
    itemNo: null,
    itemId: null,
  };
}
