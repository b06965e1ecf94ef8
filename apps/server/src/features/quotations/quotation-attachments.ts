// upload_quotation_attachment and delete_quotation_attachment: images of a draft quotation. Each upload
// is re-checked and re-encoded by the server (documents/document-attachments.ts); a refused file stores
// nothing at all. A file name sent to delete is only compared with the owner's record, never used as a
// path.
import { MAX_ATTACHMENTS_PER_QUOTATION } from '@tradebook/domain/quotations/quotation-attachments.schemas';
import { QUOTATION_MESSAGES } from '@tradebook/domain/quotations/quotation-messages';
import type { DocumentAttachment } from '@tradebook/domain/quotations/quotation.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { AppError, notFound } from '../../app-error';
import {
  attachmentAnswers,
  removeAttachmentFiles,
  storeAttachmentImages,
} from '../documents/document-attachments';
import {
  countAttachmentRows,
  deleteAttachmentRow,
  findAttachmentRow,
  insertAttachmentRows,
  listAttachmentRows,
} from './quotation-attachments.repository';
import { assertEditable, requireQuotationRow } from './quotations.service';

async function attachmentsOf(
  ctx: AppContext,
  owner: OwnerId,
  quotationId: number,
): Promise<DocumentAttachment[]> {
  return attachmentAnswers(ctx, owner, await listAttachmentRows(ctx.db, owner, [quotationId]));
}

/** Stores the images and answers every attachment of the quotation. */
export async function uploadQuotationAttachments(
  ctx: AppContext,
  owner: OwnerId,
  input: { quotationId: number; files: unknown[] },
): Promise<DocumentAttachment[]> {
  const row = await requireQuotationRow(ctx, owner, { id: input.quotationId });
  assertEditable(row);
  if (input.files.length === 0) throw new AppError('validation', [QUOTATION_MESSAGES.attachmentsRequired]);
  const existing = await countAttachmentRows(ctx.db, owner, row.id);
  if (existing + input.files.length > MAX_ATTACHMENTS_PER_QUOTATION) {
    throw new AppError('conflict', QUOTATION_MESSAGES.tooManyAttachments);
  }
  const stored = await storeAttachmentImages(ctx, owner, input.files);
  try {
    await insertAttachmentRows(
      ctx.db,
      owner,
      row.id,
      stored.map((file) => ({ ...file, created_at: ctx.now().toISOString() })),
    );
  } catch (error) {
    await removeAttachmentFiles(
      ctx,
      owner,
      stored.map((file) => file.filename),
    );
    throw error;
  }
  return attachmentsOf(ctx, owner, row.id);
}

/** Removes one attachment of a draft; answers the quotation's remaining attachments. */
export async function deleteQuotationAttachment(
  ctx: AppContext,
  owner: OwnerId,
  input: { attachmentId: number; filename: string },
): Promise<DocumentAttachment[]> {
  const attachment = await findAttachmentRow(ctx.db, owner, input.attachmentId);
  if (!attachment || (input.filename !== '' && input.filename !== attachment.filename)) throw notFound();
  const row = await requireQuotationRow(ctx, owner, { id: attachment.quotation_id });
  assertEditable(row);
  if (await deleteAttachmentRow(ctx.db, owner, attachment.id)) {
    await removeAttachmentFiles(ctx, owner, [attachment.filename]);
  }
  return attachmentsOf(ctx, owner, row.id);
}
