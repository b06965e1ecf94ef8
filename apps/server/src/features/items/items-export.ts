// The item list as a CSV file (docs/decisions/0105-catalogue-exports.md): the same filters and order as
// get_item, cells that a spreadsheet would run as a formula neutralised (decisions.md, security rules).
import { stringify } from 'csv-stringify/sync';
import type { ItemFilters } from '@tradebook/domain/items/items.schemas';
import { toMinor, minorToText } from '@tradebook/domain/money/money';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { listItems } from './items.service';

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

export async function exportItemsCsv(
  ctx: AppContext,
  owner: OwnerId,
  filters: Partial<ItemFilters>,
): Promise<string> {
  const items = await listItems(ctx, owner, { ...filters, item_id: null, id: null });
  const rows = items.map((item) => [
    item.item_no,
    item.name,
    item.description,
    item.category_type,
    item.type,
    String(item.quantity),
    money(item.unit_price),
    money(item.amount),
    item.created_at,
  ]);
  // The byte-order mark makes Excel read the file as UTF-8 (names with accents, currency symbols).
  return stringify([HEADER, ...rows], { escape_formulas: true, bom: true, record_delimiter: 'windows' });
}
