// What the item form sends: the checked values as text, exactly (1.5, 40.50), for the server to check
// again with the same schema.
import type { Item, ItemInput, ItemType } from '@tradebook/domain/items/items.schemas';
import { quantityToText } from '@tradebook/domain/documents/quantity';
import { minorToText } from '@tradebook/domain/money/money';

export interface ItemRequestBody {
  name: string;
  description: string;
  quantity: string;
  unit_price: string;
  type: ItemType;
  category_id: number | '';
}

export function toItemRequest(input: ItemInput): ItemRequestBody {
  return {
    name: input.name,
    description: input.description,
    quantity: quantityToText(input.quantityMilli),
    unit_price: minorToText(input.unitPriceMinor),
    type: input.type,
    category_id: input.categoryId ?? '',
  };
}

/** The form's starting values: a new item's defaults, or an item's own. */
export interface ItemFormValues {
  name: string;
  description: string;
  quantity: string | number;
  unit_price: string | number;
  type: ItemType;
  category_id: string | null;
}

export const NEW_ITEM_VALUES: ItemFormValues = {
  name: '',
  description: '',
  quantity: 1,
  unit_price: '',
  type: 'parts',
  category_id: null,
};

export function itemFormValues(item: Item): ItemFormValues {
  return {
    name: item.name,
    description: item.description,
    quantity: item.quantity,
    unit_price: item.unit_price.toFixed(2),
    type: item.type,
    category_id: item.category_id === null ? null : String(item.category_id),
  };
}
