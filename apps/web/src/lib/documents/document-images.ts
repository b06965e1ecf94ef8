// Attachment images of quotations and invoices (docs/reference/files.md 'Rules' and 'Limits'): PNG or JPEG
// only, longest side at most 1024 px, JPEG from quality 0.9 down in 0.05 steps until at most 524288 bytes (or
// 0.1).
import { shrinkImage } from '../images/shrink-image';

export const ATTACHMENT_MAX_SIDE = 1024;
export const ATTACHMENT_MAX_BYTES = 524_288;
export const ATTACHMENT_QUALITY_STEP = 0.05;
export const ATTACHMENT_ACCEPT = 'image/png,image/jpeg';

/** An image picked for a document, shrunk and waiting to be uploaded with it. */
export interface PendingImage {
  key: string;
  name: string;
  blob: Blob;
}

export function shrinkAttachment(file: Blob): Promise<Blob> {
  return shrinkImage(file, {
    maxSide: ATTACHMENT_MAX_SIDE,
    maxBytes: ATTACHMENT_MAX_BYTES,
    qualityStep: ATTACHMENT_QUALITY_STEP,
  });
}
