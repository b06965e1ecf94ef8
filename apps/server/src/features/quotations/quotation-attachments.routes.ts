// A quotation's images (docs/reference/quotations.md 'Calls'): upload_quotation_attachment and
// delete_quotation_attachment, the engine's attachment calls (documents/document-attachments.routes.ts) with
// the quotation's names.
import {
  DeleteQuotationAttachmentSchema,
  UploadQuotationAttachmentsSchema,
} from '@tradebook/domain/quotations/quotation-attachments.schemas';
import { QUOTATION_MESSAGES } from '@tradebook/domain/quotations/quotation-messages';
import type { AppContext } from '../../app-context';
import { documentAttachmentRoutes } from '../documents/document-attachments.routes';
import { quotationKind } from './quotation-kind';

export function quotationAttachmentsRoutes(ctx: AppContext) {
  return documentAttachmentRoutes(ctx, quotationKind, {
    upload: {
      path: 'upload_quotation_attachment',
      schema: UploadQuotationAttachmentsSchema,
      fields: { id: 'quotation_id', files: 'quotation_attachments' },
      read: (body) => ({ documentId: body.quotation_id, files: body.quotation_attachments }),
    },
    remove: {
      path: 'delete_quotation_attachment',
      schema: DeleteQuotationAttachmentSchema,
      read: (body) => ({ attachmentId: body.attachment_id, filename: body.filename }),
    },
    messages: { saved: QUOTATION_MESSAGES.attachmentsSaved, deleted: QUOTATION_MESSAGES.attachmentDeleted },
  });
}
