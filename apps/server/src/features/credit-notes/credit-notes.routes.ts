// The credit note calls (issue 17; docs/decisions/0315), in the spec's style: issue one from an invoice,
// the next number, one by its number, the list and its dated search, and the e-mail. Each route only
// parses, calls its use case and answers the envelope; the schemas (packages/domain) validate the request
// and document request and answer in the OpenAPI. The exports have a route file of their own.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pagedEnvelope, successEnvelope as envelope } from '@tradebook/domain/api/envelope';
import { CreateCreditNoteSchema } from '@tradebook/domain/credit-notes/create-credit-note.schemas';
import { CREDIT_NOTE_MESSAGES } from '@tradebook/domain/credit-notes/credit-note-messages';
import {
  IDEMPOTENCY_HEADER,
  IdempotencyKeyHeadersSchema,
} from '@tradebook/domain/invoices/idempotency-key.schemas';
import {
  CreditNoteNumberSchema,
  EmailCreditNoteSchema,
} from '@tradebook/domain/credit-notes/credit-note-requests.schemas';
import {
  CreditNoteListRowSchema,
  CreditNoteNumberResponseSchema,
  CreditNoteSchema,
} from '@tradebook/domain/credit-notes/credit-note.schemas';
import {
  ListCreditNotesSchema,
  SearchCreditNotesSchema,
} from '@tradebook/domain/credit-notes/list-credit-notes.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import { answerDocumentList } from '../documents/document-list.routes';
import { idempotencyKeyOf } from '../invoices/idempotency-key';
import {
  emailCreditNote,
  getCreditNote,
  getNextCreditNoteNumber,
  listCreditNotes,
} from './credit-notes.service';
import { issueCreditNote } from './issue-credit-note';

const ISSUE_RULES =
  'invoice_id must be one of your invoices (else 404) that was sent or has payments: a draft is changed ' +
  'instead, and a void one cannot be credited (409). credit_note_items lists the invoice lines to credit, ' +
  '[{item_id, quantity, unit_price}] (item_id as the invoice answers it; with neither quantity nor unit ' +
  'price, the rest of the line: the whole line while none of it was credited, else one unit of what is ' +
  "left; with one of them, the other is the line's own); " +
  'left out, everything left of the invoice is credited. No line is credited beyond its total, and no credit ' +
  "note beyond the invoice's total less its earlier credit notes (409). The invoice's discount and tax rates " +
  'apply to the credited lines; the totals are rounded on what all the credit notes of the invoice credit ' +
  'together, so they add up to the invoice exactly. The credit lowers the remaining due first; the part the ' +
  "client had already paid needs settlement: refunded, or kept_as_credit (the client's credit), else 422. " +
  'credit_note_date (YYYY-MM-DD, not before the invoice; left out, today) and notes (the reason, printed) ' +
  'are optional.';

const PAGING_DOC =
  'page (from 1) and limit (default 50, at most 200) choose one page; pagination {current_page, last_page, ' +
  'per_page, total} stands beside the rows. A row carries what a card shows (number, invoice, client, date, ' +
  'status, totals and settlement), not the lines: credit_note/ListByCreditNoteNumber answers one whole credit note.';

const FILTER_DOC =
  "Every filter is optional: search_field matches the number and the client's business name, full name and " +
  'e-mail (in part, any case); start_date and end_date bound the credit note date; category is the status ' +
  'filter: all, issued or sent.';

const tags = ['credit notes'];

export function creditNotesRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.post(
      api('credit_note/create_from_invoice'),
      {
        schema: {
          tags,
          security,
          body: CreateCreditNoteSchema,
          headers: IdempotencyKeyHeadersSchema,
          description:
            'Issues a credit note for an invoice, all of it or chosen lines and amounts, numbered CN-000001 per ' +
            'user without gaps and linked both ways with its invoice (the invoice answers its credit_notes, ' +
            'total_amount_credited and the lower remaining_due; an invoice credited in full becomes credited, ' +
            `never unpaid or overdue). ${ISSUE_RULES} Sent again with the same ${IDEMPOTENCY_HEADER} header, ` +
            'the same request makes no second credit note and answers the first; the same key with a ' +
            'different request answers 409.',
          response: { 200: envelope(CreditNoteSchema) },
        },
      },
      async (request) => {
        const owner = ownerOf(request);
        const id = await issueCreditNote(ctx, owner, request.body, idempotencyKeyOf(request));
        return answer(await getCreditNote(ctx, owner, { id }), CREDIT_NOTE_MESSAGES.created);
      },
    );

    app.get(
      api('get_credit_note_number'),
      {
        schema: {
          tags,
          security,
          description:
            'The number the next credit note will get (response.response.response, as get_invoice_number ' +
            'answers it) and today as its default date. The number is only assigned when it is issued; credit ' +
            'note numbers have no gaps.',
          response: { 200: envelope(CreditNoteNumberResponseSchema) },
        },
      },
      async (request) => answer(await getNextCreditNoteNumber(ctx, ownerOf(request))),
    );

    app.post(
      api('credit_note/ListByCreditNoteNumber'),
      {
        schema: {
          tags,
          security,
          body: CreditNoteNumberSchema,
          description:
            'One credit note by its number, with its lines (each naming the invoice line it credits, ' +
            'invoice_item_id), its invoice, client, settlement and a signed pdfLink.',
          response: { 200: envelope(CreditNoteSchema) },
        },
      },
      async (request) =>
        answer(await getCreditNote(ctx, ownerOf(request), { number: request.body.credit_note_number })),
    );

    app.post(
      api('get_credit_note_list_by_user'),
      {
        schema: {
          tags,
          security,
          body: ListCreditNotesSchema,
          description:
            'One page of your credit notes, newest first (order asc: oldest first), by date then number. ' +
            `${FILTER_DOC} ${PAGING_DOC}`,
          response: { 200: pagedEnvelope(CreditNoteListRowSchema) },
        },
      },
      async (request, reply) =>
        answerDocumentList(ctx, request, reply, (owner) => listCreditNotes(ctx, owner, request.body)),
    );

    app.post(
      api('credit_note/details/search'),
      {
        schema: {
          tags,
          security,
          body: SearchCreditNotesSchema,
          description:
            'The same list for a required date range (from_date, to_date), with the optional search_field, ' +
            `category and order. ${PAGING_DOC}`,
          response: { 200: pagedEnvelope(CreditNoteListRowSchema) },
        },
      },
      async (request, reply) =>
        answerDocumentList(ctx, request, reply, (owner) => listCreditNotes(ctx, owner, request.body)),
    );

    app.post(
      api('credit_note/emailSent'),
      {
        schema: {
          tags,
          security,
          body: EmailCreditNoteSchema,
          description:
            "E-mails the credit note's PDF to the client's address (reply-to: your account e-mail); it becomes " +
            'sent. 409 for a client without an e-mail address; 503 when the mail server refuses or cannot be ' +
            'reached (nothing is then marked sent). Optional, as the composer sends them: to, cc (up to 5), ' +
            'subject and message, as invoice/emailSent takes them.',
          response: { 200: envelope(CreditNoteSchema) },
        },
      },
      async (request) =>
        answer(
          await emailCreditNote(ctx, ownerOf(request), request.body.credit_note_number, request.body),
          CREDIT_NOTE_MESSAGES.emailSent,
        ),
    );
  };
}
