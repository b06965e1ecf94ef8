// What happens to a document after it is written, for every kind: its status moves, it is voided (kept,
// numbered, never changed again), or it is deleted with its lines and attachment files. Which moves a
// kind allows is the kind's own rule; these only carry them out.
import type { AppContext } from '../../app-context';
import { notFound } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { removeAttachmentFiles } from './attachment-images';
import { attachmentFilenames } from './document-attachments';
import type { DocumentRow } from './document-rows';
import { deleteDocument, updateDocument } from './documents.repository';

export async function setDocumentStatus(
  ctx: AppContext,
  owner: OwnerId,
  row: DocumentRow,
  status: string,
  extra: { sent_at?: string } = {},
): Promise<void> {
  await updateDocument(ctx.db, owner, row.id, { status, ...extra, updated_at: ctx.now().toISOString() });
}

/** Voiding twice is harmless: nothing changes the second time. */
export async function voidDocument(ctx: AppContext, owner: OwnerId, row: DocumentRow): Promise<void> {
  if (row.is_void !== 0) return;
  await updateDocument(ctx.db, owner, row.id, { is_void: 1, updated_at: ctx.now().toISOString() });
}

/** Deletes the document with its lines and attachments (their files too). A client id that is sent must
 * be the document's client, else the document is not found. */
export async function removeDocument(
  ctx: AppContext,
  owner: OwnerId,
  row: DocumentRow,
  clientId: number | null,
): Promise<void> {
  if (clientId !== null && clientId !== row.client_id) throw notFound();
  const files = await attachmentFilenames(ctx, owner, row.id);
  if (!(await deleteDocument(ctx.db, owner, row.id))) throw notFound();
  await removeAttachmentFiles(ctx, owner, files);
}
