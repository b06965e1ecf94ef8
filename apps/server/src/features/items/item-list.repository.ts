// The item list's queries: one page, the count of every matching item, and batches for the export.
// Search, filters and sort run in the database on indexed columns, with the id as the last sort key so
// no two rows tie (docs/decisions/0106-catalogue-lists-page.md).
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import type { ItemSort, ItemType } from '@tradebook/domain/items/items.schemas';
import { afterKeys, containsPattern, containsText, ownedBy } from '../../db/list-queries';
import type { OwnerId } from '../../db/owner';
import { pageLimit } from '../../db/page-window';
import type { Database } from '../../db/schema';
import { selectItems } from './items.repository';

export interface ItemListFilters {
  /** Matches name, description and item number, any case, in part; '' for every item. */
  search: string;
  /** A category id, 'none' for uncategorised items, or null for every item. */
  categoryId: number | 'none' | null;
  type: ItemType | undefined;
}

export interface ItemListOrder {
  sort: ItemSort;
  direction: 'asc' | 'desc';
}

const SEARCH_COLUMNS = ['name', 'description', 'item_no'] as const;

/** The name as the name and price sorts compare it; the indexes hold the same expression. */
const nameKey = sql<string>`lower(${sql.ref('items.name')})`;

/** The keys of each sort, in the order of its index (items_user_date, _name, _price), id last. */
const SORT_KEYS: Record<ItemSort, Expression<unknown>[]> = {
  date: [sql.ref('items.created_at'), sql.ref('items.id')],
  name: [nameKey, sql.ref('items.id')],
  price: [sql.ref('items.amount_minor'), nameKey, sql.ref('items.id')],
};

/** With a search, sorted by name: items whose name starts with the text come first, then names that hold
 * it, then the rest (a match in the description or number), each group by name (docs/decisions/0352).
 * Worked out only on the rows the search matched, which its index found. */
function matchRank(search: string, sort: ItemSort): RawBuilder<number> | null {
  if (search === '' || sort !== 'name') return null;
  const starts = containsPattern(search).slice(1);
  const name = sql`lower(${sql.ref('items.name')})`;
  return sql<number>`case when ${name} like lower(${starts}) escape '\\' then 0 when ${name} like lower(${containsPattern(search)}) escape '\\' then 1 else 2 end`;
}

function matchingFilters(db: Kysely<Database>, filters: ItemListFilters) {
  return (eb: ExpressionBuilder<Database, 'items'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filters.search !== '') conditions.push(containsText(db, 'items', SEARCH_COLUMNS, filters.search));
    if (filters.categoryId === 'none') conditions.push(eb('items.category_id', 'is', null));
    else if (filters.categoryId !== null) conditions.push(eb('items.category_id', '=', filters.categoryId));
    if (filters.type) conditions.push(eb('items.type', '=', filters.type));
    return eb.and(conditions);
  };
}

/** The export's batches: the sort's index read from the last row on (see itemRowBatches). */
function selectSorted(db: Kysely<Database>, owner: OwnerId, filters: ItemListFilters, order: ItemListOrder) {
  let query = selectItems(db, owner).select(nameKey.as('name_key')).where(matchingFilters(db, filters));
  for (const key of SORT_KEYS[order.sort]) query = query.orderBy(key, order.direction);
  return query;
}

export type ItemListRow = Omit<Awaited<ReturnType<typeof listItemRows>>[number], 'match_rank'>;

/** One page of the owner's matching items: `limit` rows after the first `offset`. The rows of the page
 * are chosen first and only they are joined to their categories, so the rows an offset skips cost an
 * index step each, not a join. */
export function listItemRows(
  db: Kysely<Database>,
  owner: OwnerId,
  filters: ItemListFilters,
  order: ItemListOrder,
  window: { offset: number; limit: number },
) {
  const rank = matchRank(filters.search, order.sort);
  let page = db
    .selectFrom('items')
    .selectAll('items')
    .select(nameKey.as('name_key'))
    .select((rank ?? sql<number>`0`).as('match_rank'))
    .where(ownedBy(db, 'items', owner, filters.search))
    .where('items.active', '=', 1)
    .where(matchingFilters(db, filters));
  if (rank) page = page.orderBy(rank);
  for (const key of SORT_KEYS[order.sort]) page = page.orderBy(key, order.direction);
  let query = db
    .selectFrom(page.limit(pageLimit(window.limit)).offset(window.offset).as('items'))
    // The owner is part of the join, as in selectItems.
    .leftJoin('item_categories', (join) =>
      join.onRef('item_categories.id', '=', 'items.category_id').on('item_categories.user_id', '=', owner),
    )
    .selectAll('items')
    .select('item_categories.type as category_name');
  // The same keys again: the page's rows in the page's order (the names of the page's own columns).
  if (rank) query = query.orderBy(sql.ref('items.match_rank'));
  for (const key of SORT_KEYS[order.sort]) query = query.orderBy(key, order.direction);
  return query.execute();
}

/** How many of the owner's items match, over every page. */
export async function countItems(
  db: Kysely<Database>,
  owner: OwnerId,
  filters: ItemListFilters,
): Promise<number> {
  const row = await db
    .selectFrom('items')
    .select((eb) => eb.fn.countAll().as('total'))
    .where(ownedBy(db, 'items', owner, filters.search))
    .where('items.active', '=', 1)
    .where(matchingFilters(db, filters))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The sort key values of a row, where the next batch starts. */
function cursorOf(row: ItemListRow, sort: ItemSort): unknown[] {
  if (sort === 'date') return [row.created_at, row.id];
  if (sort === 'name') return [row.name_key, row.id];
  return [row.amount_minor, row.name_key, row.id];
}

/** Every matching item in list order, `batchSize` rows a query: each batch starts after the last row
 * of the one before (keyset), so a batch costs the same at the end of the list as at its start. */
export async function* itemRowBatches(
  db: Kysely<Database>,
  owner: OwnerId,
  filters: ItemListFilters,
  order: ItemListOrder,
  batchSize: number,
): AsyncGenerator<ItemListRow[]> {
  let after: unknown[] | undefined;
  for (;;) {
    let query = selectSorted(db, owner, filters, order);
    if (after) query = query.where(afterKeys(SORT_KEYS[order.sort], after, order.direction));
    const rows = await query.limit(batchSize).execute();
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = cursorOf(last, order.sort);
  }
}
