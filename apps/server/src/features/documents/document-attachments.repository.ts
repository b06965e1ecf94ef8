// Attachment rows of documents (the image files are stored through ctx.files by files/attachment-images.ts).
// Every function takes the owner and filters on user_id, so another user's attachment is simply not found.
import type { Kysely, Selectable } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import type { DocumentAttachmentsTable } from './documents.table';

export type AttachmentRow = Selectable<DocumentAttachmentsTable>;

// node-postgres is told to read BIGINT as numbers (db/database.ts); SQLite gives numbers already.
function attachmentOf(row: AttachmentRow): AttachmentRow {
  return {
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    document_id: Number(row.document_id),
    size_bytes: Number(row.size_bytes),
  };
}

export async function listAttachments(
  db: Kysely<Database>,
  owner: OwnerId,
  documentId: number,
): Promise<AttachmentRow[]> {
  const rows = await db
    .selectFrom('document_attachments')
    .selectAll()
    .where('user_id', '=', owner)
    .where('document_id', '=', documentId)
    .orderBy('id')
    .execute();
  return rows.map(attachmentOf);
}

export async function countAttachments(
  db: Kysely<Database>,
  owner: OwnerId,
  documentId: number,
): Promise<number> {
  const row = await db
    .selectFrom('document_attachments')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', owner)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function insertAttachments(
  db: Kysely<Database>,
  owner: OwnerId,
  documentId: number,
  files: Array<{ filename: string; original_name: string; size_bytes: number; created_at: string }>,
): Promise<void> {
  if (files.length === 0) return;
  await db
    .insertInto('document_attachments')
    .values(files.map((file) => ({ ...file, user_id: owner, document_id: documentId })))
    .execute();
}

export async function findAttachment(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
): Promise<AttachmentRow | undefined> {
  const row = await db
    .selectFrom('document_attachments')
    .selectAll()
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? attachmentOf(row) : undefined;
}

export async function deleteAttachment(db: Kysely<Database>, owner: OwnerId, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('document_attachments')
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
