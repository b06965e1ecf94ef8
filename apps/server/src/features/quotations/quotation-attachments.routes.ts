// A quotation's images (spec 001 section 7): upload_quotation_attachment and delete_quotation_attachment.
// Each route only parses, calls its use case and answers the envelope.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DeleteQuotationAttachmentSchema,
  UploadQuotationAttachmentsSchema,
} from '@tradebook/domain/quotations/quotation-attachments.schemas';
import { QUOTATION_MESSAGES } from '@tradebook/domain/quotations/quotation-messages';
import { DocumentAttachmentSchema } from '@tradebook/domain/documents/attachments.schemas';
import { successEnvelope as envelope } from '@tradebook/domain/api/envelope';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import { removeAttachment, uploadAttachments } from '../documents/document-attachments';
import { quotationKind } from './quotation-kind';

const tags = ['quotations'];

export function quotationAttachmentsRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.post(
      api('upload_quotation_attachment'),
      {
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          body: UploadQuotationAttachmentsSchema,
          description:
            'Multipart: quotation_id and one or more quotation_attachments[] images (PNG or JPEG by content; each ' +
            're-encoded to a JPEG of at most 1024 px and 524288 bytes). 415 for another kind of file, 413 when too ' +
            'large: then nothing is stored. At most 20 per quotation; only while it is a draft (409). Answers every ' +
            'attachment of the quotation as {id, filename, url} (signed, expiring url).',
          response: { 200: envelope(z.array(DocumentAttachmentSchema)) },
        },
      },
      async (request) =>
        answer(
          await uploadAttachments(ctx, ownerOf(request), quotationKind, {
            documentId: request.body.quotation_id,
            files: request.body.quotation_attachments,
          }),
          QUOTATION_MESSAGES.attachmentsSaved,
        ),
    );

    app.post(
      api('delete_quotation_attachment'),
      {
        schema: {
          tags,
          security,
          body: DeleteQuotationAttachmentSchema,
          description:
            "Multipart (or JSON): attachment_id and filename (when sent it must be that attachment's filename). Only " +
            "while the quotation is a draft (409). Answers the quotation's remaining attachments.",
          response: { 200: envelope(z.array(DocumentAttachmentSchema)) },
        },
      },
      async (request) =>
        answer(
          await removeAttachment(ctx, ownerOf(request), quotationKind, {
            attachmentId: request.body.attachment_id,
            filename: request.body.filename,
          }),
          QUOTATION_MESSAGES.attachmentDeleted,
        ),
    );
  };
}
