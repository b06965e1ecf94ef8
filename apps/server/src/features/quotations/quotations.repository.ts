// Quotation rows, their lines and attachments. Every function takes the owner and filters on user_id, so
// another user's quotation is simply not found.
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import type { QuotationAttachmentsTable, QuotationItemsTable, QuotationsTable } from './quotations.table';

export type QuotationRow = Selectable<QuotationsTable>;
export type QuotationItemRow = Selectable<QuotationItemsTable>;
export type QuotationAttachmentRow = Selectable<QuotationAttachmentsTable>;
export type QuotationValues = Omit<Insertable<QuotationsTable>, 'id' | 'user_id'>;
export type QuotationChanges = Omit<
  Updateable<QuotationsTable>,
  'id' | 'user_id' | 'quotation_number' | 'created_at'
>;
export type LineValues = Omit<
  Insertable<QuotationItemsTable>,
  'id' | 'user_id' | 'quotation_id' | 'position'
> & {
  /** An existing line of this quotation to overwrite (keeps its id); otherwise a new line. */
  lineId?: number | null;
};

// node-postgres is told to read BIGINT as numbers (db/database.ts); SQLite gives numbers already. These
// mappers make sure of it for every column the service does arithmetic with.
function quotationOf(row: QuotationRow): QuotationRow {
  return {
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    client_id: Number(row.client_id),
    validity_term: Number(row.validity_term),
    currency_id: Number(row.currency_id),
    discount_value_scaled: Number(row.discount_value_scaled),
    vat_percent_milli: Number(row.vat_percent_milli),
    tax1_percent_milli: Number(row.tax1_percent_milli),
    items_total_minor: Number(row.items_total_minor),
    discount_minor: Number(row.discount_minor),
    sub_total_minor: Number(row.sub_total_minor),
    vat_amount_minor: Number(row.vat_amount_minor),
    tax1_amount_minor: Number(row.tax1_amount_minor),
    total_gross_minor: Number(row.total_gross_minor),
  };
}

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

function attachmentOf(row: QuotationAttachmentRow): QuotationAttachmentRow {
  return {
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    quotation_id: Number(row.quotation_id),
    size_bytes: Number(row.size_bytes),
  };
}

export async function insertQuotation(
  db: Kysely<Database>,
  owner: OwnerId,
  values: QuotationValues,
): Promise<number> {
  const row = await db
    .insertInto('quotations')
    .values({ ...values, user_id: owner })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateQuotationRow(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
  changes: QuotationChanges,
  options: { onlyDraft?: boolean } = {},
): Promise<boolean> {
  let query = db.updateTable('quotations').set(changes).where('user_id', '=', owner).where('id', '=', id);
  // A draft that is not void: the only quotations whose content may change.
  if (options.onlyDraft) query = query.where('status', '=', 'draft').where('type', '<>', 'void');
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findQuotationRow(
  db: Kysely<Database>,
  owner: OwnerId,
  by: { id: number } | { number: string },
): Promise<QuotationRow | undefined> {
  let query = db.selectFrom('quotations').selectAll().where('user_id', '=', owner);
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('quotation_number', '=', by.number);
  const row = await query.executeTakeFirst();
  return row ? quotationOf(row) : undefined;
}

export interface QuotationRowFilters {
  search: string;
  from: string | null;
  to: string | null;
  /** Stored statuses to keep (undefined: any); `voidOnly` keeps only void ones, else void ones go with 'all'. */
  statuses?: readonly string[];
  type?: 'void' | 'not_void';
  /** Keep only these expiring before this date (the 'expired' filter). */
  expiryBefore?: string;
}

/** The owner's quotations, newest first. The search matches the number and the client's business name,
 * full name and e-mail, case-insensitively and in part. */
export async function listQuotationRows(
  db: Kysely<Database>,
  owner: OwnerId,
  filters: QuotationRowFilters,
): Promise<QuotationRow[]> {
  let query = db
    .selectFrom('quotations')
    .innerJoin('clients', (join) =>
      join.onRef('clients.id', '=', 'quotations.client_id').on('clients.user_id', '=', owner),
    )
    .selectAll('quotations')
    .where('quotations.user_id', '=', owner);
  if (filters.from) query = query.where('quotations.quotation_date', '>=', filters.from);
  if (filters.to) query = query.where('quotations.quotation_date', '<=', filters.to);
  if (filters.statuses) query = query.where('quotations.status', 'in', [...filters.statuses]);
  if (filters.type === 'void') query = query.where('quotations.type', '=', 'void');
  if (filters.type === 'not_void') query = query.where('quotations.type', '<>', 'void');
  if (filters.expiryBefore) query = query.where('quotations.expiry_date', '<', filters.expiryBefore);
  const search = filters.search.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    const like = (column: string) =>
      sql<boolean>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`;
    query = query.where((eb) =>
      eb.or([
        like('quotations.quotation_number'),
        like('clients.business_name'),
        like('clients.full_name'),
        like('clients.email'),
      ]),
    );
  }
  const rows = await query
    .orderBy('quotations.quotation_date', 'desc')
    .orderBy('quotations.id', 'desc')
    .execute();
  return rows.map(quotationOf);
}

export async function deleteQuotationRow(db: Kysely<Database>, owner: OwnerId, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('quotations')
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

// ---- Lines -----------------------------------------------------------------------------------------

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

// ---- Attachments -----------------------------------------------------------------------------------

export async function listAttachmentRows(
  db: Kysely<Database>,
  owner: OwnerId,
  quotationIds: number[],
): Promise<QuotationAttachmentRow[]> {
  if (quotationIds.length === 0) return [];
  const rows = await db
    .selectFrom('quotation_attachments')
    .selectAll()
    .where('user_id', '=', owner)
    .where('quotation_id', 'in', quotationIds)
    .orderBy('id')
    .execute();
  return rows.map(attachmentOf);
}

export async function countAttachmentRows(
  db: Kysely<Database>,
  owner: OwnerId,
  quotationId: number,
): Promise<number> {
  const row = await db
    .selectFrom('quotation_attachments')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', owner)
    .where('quotation_id', '=', quotationId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function insertAttachmentRows(
  db: Kysely<Database>,
  owner: OwnerId,
  quotationId: number,
  files: Array<{ filename: string; original_name: string; size_bytes: number; created_at: string }>,
): Promise<void> {
  if (files.length === 0) return;
  await db
    .insertInto('quotation_attachments')
    .values(files.map((file) => ({ ...file, user_id: owner, quotation_id: quotationId })))
    .execute();
}

export async function findAttachmentRow(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
): Promise<QuotationAttachmentRow | undefined> {
  const row = await db
    .selectFrom('quotation_attachments')
    .selectAll()
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? attachmentOf(row) : undefined;
}

export async function deleteAttachmentRow(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('quotation_attachments')
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
