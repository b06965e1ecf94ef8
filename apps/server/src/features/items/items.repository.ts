import { sql, type Kysely } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';

/** The owner's active items with their category's name; the list queries start from here too. */
export function selectItems(db: Kysely<Database>, owner: OwnerId) {
  // The owner is part of the join: a category of another user never names an item, whatever its id.
  return db
    .selectFrom('items')
    .leftJoin('item_categories', (join) =>
      join.onRef('item_categories.id', '=', 'items.category_id').on('item_categories.user_id', '=', owner),
    )
    .selectAll('items')
    .select('item_categories.type as category_name')
    .where('items.user_id', '=', owner)
    .where('items.active', '=', 1);
}

export type ItemRow = NonNullable<Awaited<ReturnType<typeof findItemRow>>>;

export function findItemRow(db: Kysely<Database>, owner: OwnerId, id: number) {
  return selectItems(db, owner).where('items.id', '=', id).executeTakeFirst();
}

export interface ItemValues {
  name: string;
  description: string;
  quantity_milli: number;
  unit_price_minor: number;
  /** round(quantity x unit price): lineTotalMinor of the domain. */
  amount_minor: number;
  type: string;
  category_id: number | null;
}

export async function insertItem(
  db: Kysely<Database>,
  owner: OwnerId,
  values: ItemValues & { item_no: string; created_at: string },
): Promise<number> {
  const row = await db
    .insertInto('items')
    .values({ ...values, user_id: owner, updated_at: values.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Answers whether the user had such an item. */
export async function updateItemRow(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
  values: ItemValues & { updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('items')
    .set(values)
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Answers whether the user had such an item. */
export async function deleteItemRow(db: Kysely<Database>, owner: OwnerId, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('items')
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export function listCategoryRows(db: Kysely<Database>, owner: OwnerId) {
  return db
    .selectFrom('item_categories')
    .select(['id', 'type'])
    .where('user_id', '=', owner)
    .orderBy('id', 'asc')
    .execute();
}

export function findCategoryRow(db: Kysely<Database>, owner: OwnerId, id: number) {
  return db
    .selectFrom('item_categories')
    .select(['id', 'type'])
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The user's category of this name, ignoring case. */
export function findCategoryByName(db: Kysely<Database>, owner: OwnerId, name: string) {
  return db
    .selectFrom('item_categories')
    .select(['id', 'type'])
    .where('user_id', '=', owner)
    .where(sql<boolean>`lower(type) = lower(${name})`)
    .executeTakeFirst();
}

export async function insertCategory(
  db: Kysely<Database>,
  owner: OwnerId,
  values: { type: string; created_at: string },
): Promise<number> {
  const row = await db
    .insertInto('item_categories')
    .values({ ...values, user_id: owner })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Its items keep existing, uncategorised (the foreign key sets their category_id to null). Answers
 * whether the user had such a category. */
export async function deleteCategoryRow(db: Kysely<Database>, owner: OwnerId, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('item_categories')
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
