// The quotation calls (spec 001 section 7, Quotations) plus the .xlsx and ZIP exports. Each route only
// parses, calls its use case and answers the envelope; the schemas (packages/domain) validate the request
// and document request and answer in the OpenAPI.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangeQuotationStatusSchema,
  CreateQuotationSchema,
  DeleteQuotationAttachmentSchema,
  DeleteQuotationSchema,
  DocumentAttachmentSchema,
  EditQuotationLineSchema,
  ListQuotationsSchema,
  QUOTATION_MESSAGES,
  QuotationIdSchema,
  QuotationItemSchema,
  QuotationLineRefSchema,
  QuotationNumberResponseSchema,
  QuotationNumberSchema,
  QuotationSchema,
  SearchQuotationsSchema,
  UpdateQuotationSchema,
  UploadQuotationAttachmentsSchema,
} from '@tradebook/domain/quotations/quotation.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { ok } from '../../http/reply';
import { emailQuotation } from './email-quotation';
import { deleteQuotationAttachment, uploadQuotationAttachments } from './quotation-attachments';
import { quotationExportUrl, type ExportFormat } from './quotation-exports';
import { changeQuotationStatus, deleteQuotation, voidQuotation } from './quotation-lifecycle';
import { createQuotation, editQuotationLine, getQuotationLine, updateQuotation } from './save-quotation';
import { getNextQuotationNumber, getQuotation, listQuotations } from './quotations.service';

const envelope = <T extends z.ZodType>(response: T) =>
  z.object({ status: z.literal(1), message: z.string(), response });

/** answer() with the success shape the response schemas document (status 1, a text message). */
const answer = <T>(response: T, message?: string) =>
  ok(response, message) as { status: 1; message: string; response: T };

const security = [{ bearer: [] }];
const tags = ['quotations'];

const SAVE_RULES =
  'The server checks quotation_date, client_id (one of your clients, else 404), validity_term (0 to 31) and ' +
  'currency_id, then each line (name, quantity > 0 with up to 3 decimals, unit_price >= 0 with 2 decimals), ' +
  'the discount (percent 0 to 100, or an amount up to the items total) and the tax rates (0 to 100). ' +
  'quotation_items may also be sent as JSON text (forms). The number, the status and every total are the ' +
  "server's own: sent or not, they are ignored; totals are computed with the shared totals engine. Tax names " +
  'and rates left out come from the Tax settings (create) or stay as stored (update).';

export function quotationsRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get(
      api('get_quotation_number'),
      {
        schema: {
          tags,
          security,
          description:
            'The number the next quotation will get (`response.response`), with the defaults of a new quotation. ' +
            'The number is only assigned when the quotation is created.',
          response: { 200: envelope(QuotationNumberResponseSchema) },
        },
      },
      async (request) => answer(await getNextQuotationNumber(ctx, ownerOf(request))),
    );

    app.post(
      api('create_quotation'),
      {
        schema: {
          tags,
          security,
          body: CreateQuotationSchema,
          description: `Creates a draft quotation (status draft, type draft) numbered QUO-000001 per user. ${SAVE_RULES}`,
          response: { 200: envelope(QuotationSchema) },
        },
      },
      async (request) =>
        answer(await createQuotation(ctx, ownerOf(request), request.body), QUOTATION_MESSAGES.saved),
    );

    app.post(
      api('update_quotation'),
      {
        schema: {
          tags,
          security,
          body: UpdateQuotationSchema,
          description:
            `Replaces a draft quotation's fields and lines (a line whose item_id names one of its lines keeps ` +
            `that id). 409 unless the quotation is a draft. ${SAVE_RULES}`,
          response: { 200: envelope(QuotationSchema) },
        },
      },
      async (request) =>
        answer(await updateQuotation(ctx, ownerOf(request), request.body), QUOTATION_MESSAGES.updated),
    );

    app.post(
      api('quotation/ListByquotationNumber'),
      {
        schema: {
          tags,
          security,
          body: QuotationNumberSchema,
          description:
            'One quotation by its number, with its lines, attachments, client and a signed pdfLink.',
          response: { 200: envelope(QuotationSchema) },
        },
      },
      async (request) =>
        answer(await getQuotation(ctx, ownerOf(request), { number: request.body.quotation_number })),
    );

    app.post(
      api('get_quotation_list_by_user'),
      {
        schema: {
          tags,
          security,
          body: ListQuotationsSchema,
          description:
            'Your quotations, newest first. Every filter is optional: search_field matches the number and the ' +
            "client's business name, full name and e-mail (in part, any case); start_date and end_date bound the " +
            'quotation date; category is the status filter (all, approved, pending, rejected, sent, draft, void, ' +
            'or expired). A status filter leaves out void quotations; void lists only those.',
          response: { 200: envelope(z.array(QuotationSchema)) },
        },
      },
      async (request) => answer(await listQuotations(ctx, ownerOf(request), request.body)),
    );

    app.post(
      api('quotation/details/search'),
      {
        schema: {
          tags,
          security,
          body: SearchQuotationsSchema,
          description:
            'The same list for a required date range (from_date, to_date), with the optional search_field and category.',
          response: { 200: envelope(z.array(QuotationSchema)) },
        },
      },
      async (request) => answer(await listQuotations(ctx, ownerOf(request), request.body)),
    );

    app.post(
      api('quotation/eachItemDetail'),
      {
        schema: {
          tags,
          security,
          body: QuotationLineRefSchema,
          description: 'One line of a quotation; item_id is the line id answered in quotation_items.',
          response: { 200: envelope(QuotationItemSchema) },
        },
      },
      async (request) =>
        answer(
          await getQuotationLine(ctx, ownerOf(request), {
            quotationId: request.body.quotation_id,
            lineId: request.body.item_id,
          }),
        ),
    );

    app.post(
      api('quotation/eachItemDetail/edit'),
      {
        schema: {
          tags,
          security,
          body: EditQuotationLineSchema,
          description:
            "Changes one line of a draft quotation and recomputes the quotation's totals; answers the quotation. " +
            '409 unless the quotation is a draft.',
          response: { 200: envelope(QuotationSchema) },
        },
      },
      async (request) =>
        answer(await editQuotationLine(ctx, ownerOf(request), request.body), QUOTATION_MESSAGES.updated),
    );

    app.post(
      api('delete_quotation'),
      {
        schema: {
          tags,
          security,
          body: DeleteQuotationSchema,
          description:
            'Deletes a quotation with its lines and attachments. A client_id, when sent, must be its client.',
          response: { 200: envelope(z.null()) },
        },
      },
      async (request) => {
        await deleteQuotation(ctx, ownerOf(request), {
          quotationId: request.body.quotation_id,
          clientId: request.body.client_id,
        });
        return answer(null, QUOTATION_MESSAGES.deleted);
      },
    );

    app.post(
      api('quotation_change_status'),
      {
        schema: {
          tags,
          security,
          body: ChangeQuotationStatusSchema,
          description:
            "Records the client's decision: status approved or rejected. 409 for a void quotation.",
          response: { 200: envelope(QuotationSchema) },
        },
      },
      async (request) =>
        answer(
          await changeQuotationStatus(ctx, ownerOf(request), {
            quotationId: request.body.quotation_id,
            status: request.body.status,
          }),
          QUOTATION_MESSAGES.statusChanged,
        ),
    );

    app.post(
      api('quotation_void'),
      {
        schema: {
          tags,
          security,
          body: QuotationIdSchema,
          description:
            'Sets quotation_type to void. A void quotation can no longer be edited, e-mailed or decided.',
          response: { 200: envelope(QuotationSchema) },
        },
      },
      async (request) =>
        answer(
          await voidQuotation(ctx, ownerOf(request), request.body.quotation_id),
          QUOTATION_MESSAGES.voided,
        ),
    );

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
          await uploadQuotationAttachments(ctx, ownerOf(request), {
            quotationId: request.body.quotation_id,
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
          await deleteQuotationAttachment(ctx, ownerOf(request), {
            attachmentId: request.body.attachment_id,
            filename: request.body.filename,
          }),
          QUOTATION_MESSAGES.attachmentDeleted,
        ),
    );

    app.post(
      api('quotation/emailSent'),
      {
        schema: {
          tags,
          security,
          body: QuotationNumberSchema,
          description:
            "E-mails the quotation's PDF to the client's address (reply-to: your account e-mail); a draft or pending " +
            'quotation becomes sent. 409 for a void quotation.',
          response: { 200: envelope(QuotationSchema) },
        },
      },
      async (request) =>
        answer(
          await emailQuotation(ctx, ownerOf(request), request.body.quotation_number),
          QUOTATION_MESSAGES.emailSent,
        ),
    );

    const exportCall = (path: string, format: ExportFormat, what: string) =>
      app.post(
        api(path),
        {
          schema: {
            tags,
            security,
            body: ListQuotationsSchema,
            description:
              `${what} of the quotations the filters select (the same optional filters as get_quotation_list_by_user). ` +
              'response[0] is a signed link, valid for 24 hours, that downloads the file.',
            response: { 200: envelope(z.array(z.string())) },
          },
        },
        async (request) =>
          answer(
            [await quotationExportUrl(ctx, ownerOf(request), request.body, format)],
            QUOTATION_MESSAGES.exportReady,
          ),
      );
    exportCall(
      'quotation_export_by_userId',
      'csv',
      'A CSV file (cells that could run as formulas neutralised)',
    );
    exportCall('quotation_export_xlsx_by_userId', 'xlsx', 'An Excel spreadsheet (.xlsx)');
    exportCall('quotation_export_zip_by_userId', 'zip', 'A ZIP file with the PDF of each quotation');
  };
}
