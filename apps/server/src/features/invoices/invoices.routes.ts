// The invoice calls (docs/reference/invoices.md 'Calls') that number, save, read and list invoices; the
// others have route files of their own beside this one (lines, lifecycle and payments, attachments, exports).
// Each route only parses, calls its use case and answers the envelope; the schemas (packages/domain)
// validate the request and document request and answer in the OpenAPI.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pagedEnvelope, successEnvelope as envelope } from '@tradebook/domain/api/envelope';
import { IdempotencyKeyHeadersSchema } from '@tradebook/domain/invoices/idempotency-key.schemas';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import { InvoiceNumberSchema } from '@tradebook/domain/invoices/invoice-requests.schemas';
import {
  InvoiceListRowSchema,
  InvoiceNumberResponseSchema,
  InvoiceSchema,
} from '@tradebook/domain/invoices/invoice.schemas';
import { ListInvoicesSchema, SearchInvoicesSchema } from '@tradebook/domain/invoices/list-invoices.schemas';
import { CreateInvoiceSchema, UpdateInvoiceSchema } from '@tradebook/domain/invoices/save-invoice.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { signedInRowOf } from '../accounts/signed-in-user';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import { answerDocumentList } from '../documents/document-list.routes';
import { idempotencyKeyOf, IDEMPOTENCY_HEADER } from './idempotency-key';
import {
  createInvoice,
  getInvoice,
  getNextInvoiceNumber,
  listInvoices,
  updateInvoice,
} from './invoices.service';

const SAVE_RULES =
  'The server checks client_id (one of your clients, else 404), validity_term (0 to 31), currency_id and ' +
  'invoice_date, then each line (name, quantity > 0 with up to 3 decimals, unit_price >= 0 with 2 decimals), ' +
  'the discount (percent 0 to 100, or an amount up to the items total) and the tax rates (0 to 100). ' +
  'invoice_items may also be sent as JSON text (forms). The number, the status and every total, paid and ' +
  "due amount are the server's own: sent or not, they are ignored. A `payment` object {submitted_amount, " +
  'submission_date, method, description} is recorded with the save, as invoice/add_payment records it ' +
  `(the ${IDEMPOTENCY_HEADER} header makes a repeated request record it once).`;

const PAGING_DOC =
  'page (from 1) and limit (default 50, at most 200) choose one page; pagination {current_page, last_page, ' +
  'per_page, total} stands beside the rows. A row carries what a card shows (badges, is_overdue, paid and ' +
  'due, attachment_count, has_note), not the lines, payments or attachments: invoice/ListByInvoiceNumber ' +
  'answers one whole invoice.';

const FILTER_DOC =
  "Every filter is optional: search_field matches the number and the client's business name, full name and " +
  'e-mail (in part, any case); start_date and end_date bound the invoice date; category is the status filter: ' +
  'all, unpaid (draft or sent, nothing paid), unpaiddue (unpaid and past its due date), partpaid, partpaiddue ' +
  '(partpaid and past its due date), paid, sent, draft, void, or overdue (sent or partpaid and past its due ' +
  "date: the dashboard's overdue figure). A status filter leaves out void invoices; " +
  'void lists only those. "Past its due date" is measured on today (UTC).';

const tags = ['invoices'];

export function invoicesRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get(
      api('get_invoice_number'),
      {
        schema: {
          tags,
          security,
          description:
            'The number the next invoice will get (`response.response.response`, where the spec reads it), with ' +
            'the defaults of a new invoice. The number is only assigned when the invoice is created; invoice ' +
            'numbers have no gaps.',
          response: { 200: envelope(InvoiceNumberResponseSchema) },
        },
      },
      async (request) => {
        const owner = ownerOf(request);
        return answer(await getNextInvoiceNumber(ctx, owner, signedInRowOf(request, owner)));
      },
    );

    app.post(
      api('create_invoice'),
      {
        schema: {
          tags,
          security,
          body: CreateInvoiceSchema,
          headers: IdempotencyKeyHeadersSchema,
          description:
            `Creates a draft invoice (status draft, type draft; partpaid or paid at once when it carries a ` +
            `payment) numbered INV-000001 per user; response.id is its id. ${SAVE_RULES}`,
          response: { 200: envelope(InvoiceSchema) },
        },
      },
      async (request) => {
        const owner = ownerOf(request);
        const signedIn = signedInRowOf(request, owner);
        return answer(
          await createInvoice(ctx, owner, request.body, idempotencyKeyOf(request), { signedIn }),
          INVOICE_MESSAGES.saved,
        );
      },
    );

    app.post(
      api('update_invoice'),
      {
        schema: {
          tags,
          security,
          body: UpdateInvoiceSchema,
          headers: IdempotencyKeyHeadersSchema,
          description:
            "Replaces an invoice's fields and lines (a line whose item_id names one of its lines keeps that id). " +
            `409 when the invoice is void or has payments (its items and totals are then fixed). ${SAVE_RULES}`,
          response: { 200: envelope(InvoiceSchema) },
        },
      },
      async (request) =>
        answer(
          await updateInvoice(ctx, ownerOf(request), request.body, idempotencyKeyOf(request)),
          INVOICE_MESSAGES.updated,
        ),
    );

    app.post(
      api('invoice/ListByInvoiceNumber'),
      {
        schema: {
          tags,
          security,
          body: InvoiceNumberSchema,
          description:
            'One invoice by its number, with its lines, payments (oldest first), attachments, client, the ' +
            'quotation it was made from and a signed pdfLink.',
          response: { 200: envelope(InvoiceSchema) },
        },
      },
      async (request) =>
        answer(await getInvoice(ctx, ownerOf(request), { number: request.body.invoice_number })),
    );

    app.post(
      api('get_invoice_list_by_user'),
      {
        schema: {
          tags,
          security,
          body: ListInvoicesSchema,
          description:
            'One page of your invoices, newest first (order asc: oldest first), by invoice date then number. ' +
            `${FILTER_DOC} ${PAGING_DOC}`,
          response: { 200: pagedEnvelope(InvoiceListRowSchema) },
        },
      },
      async (request, reply) =>
        answerDocumentList(ctx, request, reply, (owner) => listInvoices(ctx, owner, request.body)),
    );

    app.post(
      api('invoice/details/search'),
      {
        schema: {
          tags,
          security,
          body: SearchInvoicesSchema,
          description:
            'The same list for a required date range (from_date, to_date), with the optional search_field, ' +
            `category and order. ${PAGING_DOC}`,
          response: { 200: pagedEnvelope(InvoiceListRowSchema) },
        },
      },
      async (request, reply) =>
        answerDocumentList(ctx, request, reply, (owner) => listInvoices(ctx, owner, request.body)),
    );
  };
}
