// upload_quotation_attachment and delete_quotation_attachment (docs/reference/quotations.md 'Calls').
import { z } from 'zod';
import { optionalText } from '../api/fields';
import { recordId } from '../api/ids';
import { attachmentFilesField } from '../documents/attachments.schemas';
import { QUOTATION_MESSAGES } from './quotation-messages';

export const UploadQuotationAttachmentsSchema = z.object({
  quotation_id: recordId(QUOTATION_MESSAGES.quotationIdRequired),
  quotation_attachments: attachmentFilesField,
});

export const DeleteQuotationAttachmentSchema = z.object({
  attachment_id: recordId(QUOTATION_MESSAGES.attachmentIdRequired),
  /** When sent it must be the attachment's file name; it is only compared, never used as a path. */
  filename: optionalText(100, 'File name'),
});
