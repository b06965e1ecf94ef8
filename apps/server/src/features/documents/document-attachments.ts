// Attaching images to a document of any kind (upload_quotation_attachment, delete_quotation_attachment,
// and the invoice ones): only while the kind allows editing. Each upload is re-checked and re-encoded by
// the server (attachment-images.ts); a refused file stores nothing at all. A file name sent to delete is
// only compared with the owner's record, never used as a path.
import type { DocumentAttachment } from '@tradebook/domain/documents/attachments.schemas';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import {
  attachmentAnswers,
  removeAttachmentFiles,
  removingFilesOnFailure,
  storeAttachmentImages,
  type StoredAttachment,
} from '../../files/attachment-images';
import {
  countAttachments,
  deleteAttachment,
  findAttachment,
  insertAttachments,
  listAttachments,
} from './document-attachments.repository';
import type { DocumentKind } from './document-kind';
import { assertEditable, lockDocument, requireDocument } from './read-documents';
import { inTransaction } from './save-document';

async function attachmentsOf(
  ctx: AppContext,
  owner: OwnerId,
  documentId: number,
): Promise<DocumentAttachment[]> {
  return attachmentAnswers(ctx, owner, await listAttachments(ctx.db, owner, documentId));
}

/** Stores the images and answers every attachment of the document. */
export async function uploadAttachments(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  input: { documentId: number; files: unknown[] },
): Promise<DocumentAttachment[]> {
  const row = await requireDocument(ctx, owner, kind, { id: input.documentId });
  assertEditable(kind, row);
  if (input.files.length === 0) throw new AppError('validation', [kind.messages.attachmentsRequired]);
  // A cheap first look, so an upload that cannot fit is refused before its images are re-encoded; the
  // count that decides is the one taken again with the insert below.
  assertRoom(kind, await countAttachments(ctx.db, owner, row.id), input.files.length);
  const stored = await storeAttachmentImages(ctx, owner, input.files);
  const createdAt = ctx.now().toISOString();
  await removingFilesOnFailure(ctx, owner, stored, () =>
    ctx.db.transaction().execute(async (trx) => {
      // Locking the document (PostgreSQL; SQLite's transaction holds its one connection) makes uploads
      // to it take turns, so the count and the insert are one step: 40 at once cannot overrun the cap.
      const locked = await lockDocument(inTransaction(ctx, trx), owner, kind, row.id);
      assertEditable(kind, locked);
      assertRoom(kind, await countAttachments(trx, owner, row.id), stored.length);
      await insertAttachments(
        trx,
        owner,
        row.id,
        stored.map((file) => ({ ...file, created_at: createdAt })),
      );
    }),
  );
  return attachmentsOf(ctx, owner, row.id);
}

function assertRoom(kind: DocumentKind, existing: number, adding: number): void {
  if (existing + adding > kind.maxAttachments)
    throw new AppError('conflict', kind.messages.tooManyAttachments);
}

/** Removes one attachment of an editable document; answers its remaining attachments. */
export async function removeAttachment(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  input: { attachmentId: number; filename: string },
): Promise<DocumentAttachment[]> {
  const attachment = await findAttachment(ctx.db, owner, input.attachmentId);
  if (!attachment || (input.filename !== '' && input.filename !== attachment.filename)) throw notFound();
  // An attachment of another kind of document is not found here either.
  const row = await requireDocument(ctx, owner, kind, { id: attachment.document_id });
  assertEditable(kind, row);
  if (await deleteAttachment(ctx.db, owner, attachment.id)) {
    await removeAttachmentFiles(ctx, owner, [attachment.filename]);
  }
  return attachmentsOf(ctx, owner, row.id);
}

/** The stored names of a document's files (to remove them after the document is deleted). */
export async function attachmentFilenames(
  ctx: AppContext,
  owner: OwnerId,
  documentId: number,
): Promise<string[]> {
  return (await listAttachments(ctx.db, owner, documentId)).map((attachment) => attachment.filename);
}

/** Copies of a document's image files under new names, for a document made from it: each document owns
 * its files, so deleting one never takes the other's. The caller attaches them (createDocument) or, when
 * that fails, removes them with removeAttachmentFiles. */
export async function copyAttachmentFiles(
  ctx: AppContext,
  owner: OwnerId,
  documentId: number,
): Promise<StoredAttachment[]> {
  const copies: StoredAttachment[] = [];
  await removingFilesOnFailure(ctx, owner, copies, async () => {
    for (const attachment of await listAttachments(ctx.db, owner, documentId)) {
      const bytes = await ctx.files.read(owner, attachment.filename);
      // A file lost from the disk is left out rather than failing the whole copy.
      if (!bytes) continue;
      const extension = attachment.filename.endsWith('.png') ? 'png' : 'jpg';
      copies.push({
        filename: await ctx.files.save(owner, bytes, extension),
        original_name: attachment.original_name,
        size_bytes: attachment.size_bytes,
      });
    }
  });
  return copies;
}
