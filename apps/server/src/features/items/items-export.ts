// The item list as a CSV file (docs/decisions/0105-catalogue-exports.md): the same filters and order as
// get_item, every matching item, streamed in batches (docs/decisions/0106-catalogue-lists-page.md).
import type { Readable } from 'node:stream';
import type { Item, ItemExportFilters } from '@tradebook/domain/items/items.schemas';
import { toMinor, minorToText } from '@tradebook/domain/money/money';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { csvStream } from '../../exports/csv-stream';
import { itemBatches } from './list-items';

const HEADER = [
  'Item No',
  'Name',
  'Description',
  'Category',
  'Type',
  'Quantity',
  'Unit Price',
  'Amount',
  'Created At',
];

const money = (value: number) => minorToText(toMinor(value) ?? 0);

const toRecord = (item: Item) => [
  item.item_no,
  item.name,
  item.description,
  item.category_type,
  item.type,
  String(item.quantity),
  money(item.unit_price),
  money(item.amount),
  item.created_at,
];

export function exportItemsCsv(
  ctx: AppContext,
  owner: OwnerId,
  filters: ItemExportFilters,
): Promise<Readable> {
  return csvStream(HEADER, itemBatches(ctx, owner, filters), toRecord);
}
