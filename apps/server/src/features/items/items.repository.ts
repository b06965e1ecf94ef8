import { sql, type Kysely } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';

/** `%text%` for LIKE, with the user's own % and _ taken literally (used with ESCAPE '\'). */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function selectItems(db: Kysely<Database>, owner: OwnerId) {
  return db
    .selectFrom('items')
    .leftJoin('item_categories', 'item_categories.id', 'items.category_id')
    .selectAll('items')
    .select('item_categories.type as category_name')
    .where('items.user_id', '=', owner)
    .where('items.active', '=', 1);
}

export type ItemRow = NonNullable<Awaited<ReturnType<typeof findItemRow>>>;

export function findItemRow(db: Kysely<Database>, owner: OwnerId, id: number) {
  return selectItems(db, owner).where('items.id', '=', id).executeTakeFirst();
}

export interface ItemRowFilters {
  search: string;
  /** A category id, 'none' for uncategorised items, or null for every item. */
  categoryId: number | 'none' | null;
  type: string | undefined;
}

/** The user's items that pass the filters, newest first. The search matches name, description and item
 * number, case-insensitively, anywhere in the text. */
export function listItemRows(db: Kysely<Database>, owner: OwnerId, filters: ItemRowFilters) {
  let query = selectItems(db, owner);
  if (filters.search !== '') {
    const pattern = containsPattern(filters.search);
    query = query.where((eb) =>
      eb.or(
        (['items.name', 'items.description', 'items.item_no'] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`,
        ),
      ),
    );
  }
  if (filters.categoryId === 'none') query = query.where('items.category_id', 'is', null);
  else if (filters.categoryId !== null) query = query.where('items.category_id', '=', filters.categoryId);
  if (filters.type) query = query.where('items.type', '=', filters.type);
  return query.orderBy('items.id', 'desc').execute();
}

export interface ItemValues {
  name: string;
  description: string;
  quantity_milli: number;
  unit_price_minor: number;
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
