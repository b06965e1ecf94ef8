// The quotation calls (docs/reference/quotations.md 'Calls') that number, save, read and list quotations; the
// others have route files of their own beside this one (lines, lifecycle, attachments, e-mail, exports).
// Each route only parses, calls its use case and answers the envelope; the schemas (packages/domain)
// validate the request and document request and answer in the OpenAPI.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ListQuotationsSchema,
  SearchQuotationsSchema,
} from '@tradebook/domain/quotations/list-quotations.schemas';
import { QUOTATION_MESSAGES } from '@tradebook/domain/quotations/quotation-messages';
import { QuotationNumberSchema } from '@tradebook/domain/quotations/quotation-requests.schemas';
import {
  QuotationListRowSchema,
  QuotationNumberResponseSchema,
  QuotationSchema,
} from '@tradebook/domain/quotations/quotation.schemas';
import {
  CreateQuotationSchema,
  UpdateQuotationSchema,
} from '@tradebook/domain/quotations/save-quotation.schemas';
import { pagedEnvelope, successEnvelope as envelope } from '@tradebook/domain/api/envelope';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { signedInRowOf } from '../accounts/signed-in-user';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import { answerDocumentList } from '../documents/document-list.routes';
import {
  createQuotation,
  getNextQuotationNumber,
  getQuotation,
  listQuotations,
  updateQuotation,
} from './quotations.service';

const SAVE_RULES =
  'The server checks quotation_date, client_id (one of your clients, else 404), validity_term (0 to 31) and ' +
  'currency_id, then each line (name, quantity > 0 with up to 3 decimals, unit_price >= 0 with 2 decimals), ' +
  'the discount (percent 0 to 100, or an amount up to the items total) and the tax rates (0 to 100). ' +
  'quotation_items may also be sent as JSON text (forms). The number, the status and every total are the ' +
  "server's own: sent or not, they are ignored; totals are computed with the shared totals engine. Tax names " +
  'and rates left out come from the Tax settings (create) or stay as stored (update).';

const PAGING_DOC =
  'page (from 1) and limit (default 50, at most 200) choose one page; pagination {current_page, last_page, ' +
  'per_page, total} stands beside the rows. A row carries what a card shows, not the lines or attachments ' +
  '(attachment_count, has_note): quotation/ListByquotationNumber answers one whole quotation.';

const tags = ['quotations'];

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
      async (request) => {
        const owner = ownerOf(request);
        return answer(await getNextQuotationNumber(ctx, owner, signedInRowOf(request, owner)));
      },
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
      async (request) => {
        const owner = ownerOf(request);
        const signedIn = signedInRowOf(request, owner);
        return answer(
          await createQuotation(ctx, owner, request.body, { signedIn }),
          QUOTATION_MESSAGES.saved,
        );
      },
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
            'One page of your quotations, newest first (order asc: oldest first), by quotation date then number. ' +
            "Every filter is optional: search_field matches the number and the client's business name, full name " +
            'and e-mail (in part, any case); start_date and end_date bound the quotation date; category is the ' +
            'status filter (all, approved, pending, rejected, sent, draft, void, or expired). A status filter leaves ' +
            `out void quotations; void lists only those. ${PAGING_DOC}`,
          response: { 200: pagedEnvelope(QuotationListRowSchema) },
        },
      },
      async (request, reply) =>
        answerDocumentList(ctx, request, reply, (owner) => listQuotations(ctx, owner, request.body)),
    );

    app.post(
      api('quotation/details/search'),
      {
        schema: {
          tags,
          security,
          body: SearchQuotationsSchema,
          description:
            'The same list for a required date range (from_date, to_date), with the optional search_field, ' +
            `category and order. ${PAGING_DOC}`,
          response: { 200: pagedEnvelope(QuotationListRowSchema) },
        },
      },
      async (request, reply) =>
        answerDocumentList(ctx, request, reply, (owner) => listQuotations(ctx, owner, request.body)),
    );
  };
}
