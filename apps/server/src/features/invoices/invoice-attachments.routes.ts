// An invoice's images (docs/reference/invoices.md 'Calls'): upload_invoice_attachment and
// delete_invoice_attachment, the engine's attachment calls (documents/document-attachments.routes.ts) with
// the invoice's names.
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import {
  DeleteInvoiceAttachmentSchema,
  UploadInvoiceAttachmentsSchema,
} from '@tradebook/domain/invoices/invoice-requests.schemas';
import type { AppContext } from '../../app-context';
import { documentAttachmentRoutes } from '../documents/document-attachments.routes';
import { invoiceKind } from './invoice-kind';

export function invoiceAttachmentsRoutes(ctx: AppContext) {
  return documentAttachmentRoutes(ctx, invoiceKind, {
    upload: {
      path: 'upload_invoice_attachment',
      schema: UploadInvoiceAttachmentsSchema,
      fields: { id: 'invoice_id', files: 'invoice_attachments' },
      read: (body) => ({ documentId: body.invoice_id, files: body.invoice_attachments }),
    },
    remove: {
      path: 'delete_invoice_attachment',
      schema: DeleteInvoiceAttachmentSchema,
      read: (body) => ({ attachmentId: body.attachment_id, filename: body.filename }),
    },
    messages: { saved: INVOICE_MESSAGES.attachmentsSaved, deleted: INVOICE_MESSAGES.attachmentDeleted },
  });
}
