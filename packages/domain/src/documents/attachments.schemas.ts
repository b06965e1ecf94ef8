// Image attachments of documents (quotations, invoices): the upload's file field and the answer of one
// attachment (docs/reference/files.md 'Rules').
import { z } from 'zod';

/** How many images one document may carry. */
export const MAX_ATTACHMENTS_PER_DOCUMENT = 20;

/** The files of a multipart upload (the server reads `UploadedFile` objects; documented as binary). */
export const attachmentFilesField = z
  .unknown()
  .optional()
  .transform((value): unknown[] =>
    value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value],
  )
  .meta({ type: 'array', items: { type: 'string', format: 'binary' } });

export const DocumentAttachmentSchema = z.object({
  id: z.number(),
  filename: z.string().describe('The name the server gave the file; the delete call takes it.'),
  url: z.string().describe('A signed link to the image that expires (24 hours).'),
});
export type DocumentAttachment = z.infer<typeof DocumentAttachmentSchema>;
