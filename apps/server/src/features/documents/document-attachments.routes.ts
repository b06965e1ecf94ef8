// The attachment calls of a kind (upload_quotation_attachment, delete_invoice_attachment, ...), for every
// kind: a kind names its calls, its request schemas and its messages. Each route only parses, calls the
// engine's use case (document-attachments.ts) and answers the envelope.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DocumentAttachmentSchema,
  MAX_ATTACHMENTS_PER_DOCUMENT,
} from '@tradebook/domain/documents/attachments.schemas';
import { successEnvelope as envelope } from '@tradebook/domain/api/envelope';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import type { DocumentKind } from './document-kind';
import { removeAttachment, uploadAttachments } from './document-attachments';

export interface AttachmentCalls<Upload, Remove> {
  upload: {
    path: string;
    schema: z.ZodType<Upload, unknown>;
    /** The form's fields, as the description names them: 'quotation_id' and 'quotation_attachments[]'. */
    fields: { id: string; files: string };
    read: (body: Upload) => { documentId: number; files: unknown[] };
  };
  remove: {
    path: string;
    schema: z.ZodType<Remove, unknown>;
    read: (body: Remove) => { attachmentId: number; filename: string };
  };
  messages: { saved: string; deleted: string };
}

export function documentAttachmentRoutes<Upload, Remove>(
  ctx: AppContext,
  kind: DocumentKind,
  calls: AttachmentCalls<Upload, Remove>,
) {
  const noun = kind.noun.toLowerCase();
  const editable = `only while the ${noun} can be edited (409 otherwise)`;
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const tags = [kind.exportName];

    app.post(
      api(calls.upload.path),
      {
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          body: calls.upload.schema,
          description:
            `Multipart: ${calls.upload.fields.id} and one or more ${calls.upload.fields.files}[] images (PNG or ` +
            'JPEG by content; each re-encoded to a JPEG of at most 1024 px and 524288 bytes). 415 for another ' +
            'kind of file, 413 when too large: then nothing is stored. At most ' +
            `${MAX_ATTACHMENTS_PER_DOCUMENT} per ${noun}, ${editable}. Answers every attachment of the ${noun} ` +
            'as {id, filename, url} (signed, expiring url).',
          response: { 200: envelope(z.array(DocumentAttachmentSchema)) },
        },
      },
      async (request) =>
        answer(
          await uploadAttachments(ctx, ownerOf(request), kind, calls.upload.read(request.body as Upload)),
          calls.messages.saved,
        ),
    );

    app.post(
      api(calls.remove.path),
      {
        schema: {
          tags,
          security,
          body: calls.remove.schema,
          description:
            "Multipart (or JSON): attachment_id and filename (when sent it must be that attachment's filename), " +
            `${editable}. Answers the ${noun}'s remaining attachments.`,
          response: { 200: envelope(z.array(DocumentAttachmentSchema)) },
        },
      },
      async (request) =>
        answer(
          await removeAttachment(ctx, ownerOf(request), kind, calls.remove.read(request.body as Remove)),
          calls.messages.deleted,
        ),
    );
  };
}
