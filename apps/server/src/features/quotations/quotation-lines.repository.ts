// Quotation lines (quotation_items). Every function takes the owner and filters on user_id, so another
// user's line is simply not found.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import type { QuotationItemsTable } from './quotations.table';

export type QuotationItemRow = Selectable<QuotationItemsTable>;
export type LineValues = Omit<
  Insertable<QuotationItemsTable>,
  'id' | 'user_id' | 'quotation_id' | 'position'
> & {
  /** An existing line of this quotation to overwrite (keeps its id); otherwise a new line. */
  lineId?: number | null;
};

// node-postgres is told to read BIGINT as numbers (db/database.ts); SQLite gives numbers already. This
// mapper makes sure of it for every column the service does arithmetic with.
function itemOf(row: QuotationItemRow): QuotationItemRow {
  return {
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    quotation_id: Number(row.quotation_id),
    position: Number(row.position),
    quantity_milli: Number(row.quantity_milli),
    unit_price_minor: Number(row.unit_price_minor),
    line_total_minor: Number(row.line_total_minor),
    category_id: row.category_id === null ? null : Number(row.category_id),
  };
}

export async function listLineRows(
  db: Kysely<Database>,
  owner: OwnerId,
  quotationIds: number[],
): Promise<QuotationItemRow[]> {
  if (quotationIds.length === 0) return [];
  const rows = await db
    .selectFrom('quotation_items')
    .selectAll()
    .where('user_id', '=', owner)
    .where('quotation_id', 'in', quotationIds)
    .orderBy('quotation_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(itemOf);
}

export async function findLineRow(
  db: Kysely<Database>,
  owner: OwnerId,
  quotationId: number,
  lineId: number,
): Promise<QuotationItemRow | undefined> {
  const row = await db
    .selectFrom('quotation_items')
    .selectAll()
    .where('user_id', '=', owner)
    .where('quotation_id', '=', quotationId)
    .where('id', '=', lineId)
    .executeTakeFirst();
  return row ? itemOf(row) : undefined;
}

/** Makes the quotation's lines exactly `lines`, in order: a line naming one of this quotation's lines
 * overwrites it (and keeps its id), the others are added, and lines no longer listed are removed. */
export async function replaceLines(
  db: Kysely<Database>,
  owner: OwnerId,
  quotationId: number,
  lines: LineValues[],
): Promise<void> {
  const existing = new Set((await listLineRows(db, owner, [quotationId])).map((row) => row.id));
  const kept = new Set<number>();
  for (const [position, { lineId, ...values }] of lines.entries()) {
    if (lineId && existing.has(lineId) && !kept.has(lineId)) {
      kept.add(lineId);
      await db
        .updateTable('quotation_items')
        .set({ ...values, position })
        .where('user_id', '=', owner)
        .where('id', '=', lineId)
        .execute();
    } else {
      await db
        .insertInto('quotation_items')
        .values({ ...values, position, user_id: owner, quotation_id: quotationId })
        .execute();
    }
  }
  const removed = [...existing].filter((id) => !kept.has(id));
  if (removed.length > 0) {
    await db.deleteFrom('quotation_items').where('user_id', '=', owner).where('id', 'in', removed).execute();
  }
}
