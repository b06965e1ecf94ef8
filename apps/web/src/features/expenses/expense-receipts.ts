// Receipt images of expenses (docs/reference/expenses.md 'Rules' and 'Limits'): PNG or JPEG only, longest
// side at most 1024 px, JPEG from quality 0.9 down in steps of 0.1 (the documents' step is 0.05) until at
// most 524288 bytes. The server checks and re-encodes every receipt again (docs/reference/files.md 'Rules');
// this only spares the upload.
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_SIDE } from '../../lib/documents/document-images';
import { shrinkImage } from '../../lib/images/shrink-image';

export const RECEIPT_QUALITY_STEP = 0.1;

/** How long each receipt stays in the preview carousel (docs/reference/expenses.md 'Limits'). */
export const CAROUSEL_INTERVAL_MS = { add: 2000, edit: 4000 } as const;

export function shrinkReceipt(file: Blob): Promise<Blob> {
  return shrinkImage(file, {
    maxSide: ATTACHMENT_MAX_SIDE,
    maxBytes: ATTACHMENT_MAX_BYTES,
    qualityStep: RECEIPT_QUALITY_STEP,
  });
}
