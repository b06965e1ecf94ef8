// An item row as every call answers it (docs/reference/items.md 'Fields'): money with 2 decimals, quantity
// with up to 3, the amount computed by the domain's one rule (round(quantity x unit price)).
import { lineTotalMinor } from '@tradebook/domain/documents/totals';
import type { Item, ItemType } from '@tradebook/domain/items/items.schemas';
import { fromQuantityMilli } from '@tradebook/domain/documents/quantity';
import { fromMinor } from '@tradebook/domain/money/money';
import { NOT_AVAILABLE } from '@tradebook/domain/profile/profile-complete';
import type { ItemRow } from './items.repository';

export function toItemResponse(row: ItemRow): Item {
  const id = Number(row.id);
  const quantityMilli = Number(row.quantity_milli);
  const unitPriceMinor = Number(row.unit_price_minor);
  const type = (row.type === 'services' ? 'services' : 'parts') satisfies ItemType;
  return {
    id,
    item_id: id,
    item_no: row.item_no,
    name: row.name,
    description: row.description,
    quantity: fromQuantityMilli(quantityMilli),
    unit_price: fromMinor(unitPriceMinor),
    amount: fromMinor(lineTotalMinor(quantityMilli, unitPriceMinor)),
    type,
    service_type: type,
    category_id: row.category_id === null ? null : Number(row.category_id),
    category_type: row.category_name ?? NOT_AVAILABLE,
    created_at: row.created_at,
    created_by: Number(row.user_id),
    active: Number(row.active),
  };
}
