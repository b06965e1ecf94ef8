// Quotation attachments (the rows; the image files are stored by documents/document-attachments.ts).
// Every function takes the owner and filters on user_id, so another user's attachment is simply not found.
import type { Kysely, Selectable } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import type { QuotationAttachmentsTable } from './quotations.table';

export type QuotationAttachmentRow = Selectable<QuotationAttachmentsTable>;

// node-postgres is told to read BIGINT as numbers (db/database.ts); SQLite gives numbers already.
function attachmentOf(row: QuotationAttachmentRow): QuotationAttachmentRow {
  return {
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    quotation_id: Number(row.quotation_id),
    size_bytes: Number(row.size_bytes),
  };
}

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
