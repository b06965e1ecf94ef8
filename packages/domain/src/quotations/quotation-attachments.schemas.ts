// upload_quotation_attachment and delete_quotation_attachment (spec 001 section 7).
import { z } from 'zod';
import { optionalText } from '../api/fields';
import { recordId } from '../api/ids';
import { QUOTATION_MESSAGES } from './quotation-messages';

export const MAX_ATTACHMENTS_PER_QUOTATION = 20;

/** A multipart file part (the server reads `UploadedFile` objects; documented as binary). */
const filesField = z
  .unknown()
  .optional()
  .transform((value): unknown[] =>
    value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value],
  )
  .meta({ type: 'array', items: { type: 'string', format: 'binary' } });

export const UploadQuotationAttachmentsSchema = z.object({
  quotation_id: recordId(QUOTATION_MESSAGES.quotationIdRequired),
  quotation_attachments: filesField,
});

export const DeleteQuotationAttachmentSchema = z.object({
  attachment_id: recordId(QUOTATION_MESSAGES.attachmentIdRequired),
  /** When sent it must be the attachment's file name; it is only compared, never used as a path. */
  filename: optionalText(100, 'File name'),
});
