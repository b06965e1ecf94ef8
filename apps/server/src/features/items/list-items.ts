// get_item and the item export: the owner's items, searched, filtered and sorted in the database, one
// page at a time or in batches (docs/reference/api.md 'Lists answer one page').
import type { Page } from '@tradebook/domain/api/envelope';
import { pageOffset, paginationOf, type Paging } from '@tradebook/domain/api/paging';
import {
  DEFAULT_ITEM_ORDER,
  type Item,
  type ItemExportFilters,
  type ItemFilters,
} from '@tradebook/domain/items/items.schemas';
import type { AppContext } from '../../app-context';
import { listTotal } from '../../db/list-totals';
import type { OwnerId } from '../../db/owner';
import { toItemResponse } from './item-response';
import {
  countItems,
  itemRowBatches,
  listItemRows,
  type ItemListFilters,
  type ItemListOrder,
} from './item-list.repository';
import { getItem } from './items.service';

function listFilters(request: ItemExportFilters): ItemListFilters {
  return { search: request.search_text, categoryId: request.category_id, type: request.type };
}

/** Date is the default sort; each sort has its natural direction unless `order` says otherwise. */
function listOrder(request: ItemExportFilters): ItemListOrder {
  const sort = request.sort ?? 'date';
  return { sort, direction: request.order ?? DEFAULT_ITEM_ORDER[sort] };
}

/** get_item: one page of the filtered, sorted list; with `item_id` (or `id`) a list of that one item,
 * or 404 when the owner has no such item. */
export async function listItems(ctx: AppContext, owner: OwnerId, request: ItemFilters): Promise<Page<Item>> {
  const paging: Paging = { page: request.page, limit: request.limit };
  const itemId = request.item_id ?? request.id;
  if (itemId) {
    const item = await getItem(ctx, owner, itemId);
    return { rows: pageOffset(paging) === 0 ? [item] : [], pagination: paginationOf(paging, 1) };
  }
  const filters = listFilters(request);
  const [rows, total] = await Promise.all([
    listItemRows(ctx.db, owner, filters, listOrder(request), {
      offset: pageOffset(paging),
      limit: paging.limit,
    }),
    // Counted once per change of the owner's data (db/list-totals.ts).
    listTotal(ctx.db, owner, `items:${JSON.stringify(filters)}`, () => countItems(ctx.db, owner, filters)),
  ]);
  return { rows: rows.map(toItemResponse), pagination: paginationOf(paging, total) };
}

/** Every matching item in list order, in batches of `batchSize` (the export streams them). */
export async function* itemBatches(
  ctx: AppContext,
  owner: OwnerId,
  request: ItemExportFilters,
  batchSize = 500,
): AsyncGenerator<Item[]> {
  for await (const rows of itemRowBatches(
    ctx.db,
    owner,
    listFilters(request),
    listOrder(request),
    batchSize,
  )) {
    yield rows.map(toItemResponse);
  }
}
