// Image files attached to records (quotation and invoice attachments, expense receipts): every file is
// checked by its content and re-encoded (images.ts: PNG or JPEG in, a JPEG of at most 1024 px and 512 KB
// out; 415 or 413 otherwise).
// Either every file of an upload is stored or none is: when one is refused, those already stored are
// removed again before the error is answered.
import type { FilesContext } from './files-context';
import type { OwnerId } from '../db/owner';
import { ATTACHMENT_LIMITS, IMAGE_MESSAGES } from './images';
import { removeStoredFile, storedFileUrl, storeImage } from './stored-files';
import { AppError } from '../app-error';
import { isUploadedFile } from '../uploaded-file';

export interface StoredAttachment {
  filename: string;
  original_name: string;
  size_bytes: number;
}

export async function storeAttachmentImages(
  ctx: FilesContext,
  owner: OwnerId,
  parts: unknown[],
): Promise<StoredAttachment[]> {
  // A field sent as text where a file belongs is not an image.
  if (!parts.every(isUploadedFile)) throw new AppError('unsupported_media_type', IMAGE_MESSAGES.unsupported);
  const stored: StoredAttachment[] = [];
  await removingFilesOnFailure(ctx, owner, stored, async () => {
    for (const part of parts) {
      const filename = await storeImage(ctx, owner, part.data, ATTACHMENT_LIMITS);
      stored.push({ filename, original_name: part.filename.slice(0, 200), size_bytes: part.data.length });
    }
  });
  return stored;
}

/** Runs `work`; when it fails, the stored `files` (as they stand then: `work` may add to them) are
 * removed again before its error goes on, so a failed save leaves no file behind. */
export async function removingFilesOnFailure<T>(
  ctx: FilesContext,
  owner: OwnerId,
  files: ReadonlyArray<{ filename: string }>,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await removeAttachmentFiles(
      ctx,
      owner,
      files.map((file) => file.filename),
    );
    throw error;
  }
}

export async function removeAttachmentFiles(
  ctx: FilesContext,
  owner: OwnerId,
  filenames: string[],
): Promise<void> {
  for (const filename of filenames) await removeStoredFile(ctx, owner, filename);
}

/** {id, filename, url}: the url is a signed link that expires. */
export async function attachmentAnswers(
  ctx: FilesContext,
  owner: OwnerId,
  rows: Array<{ id: number; filename: string }>,
): Promise<Array<{ id: number; filename: string; url: string }>> {
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      filename: row.filename,
      url: await storedFileUrl(ctx, 'attachment', owner, row.filename),
    })),
  );
}
