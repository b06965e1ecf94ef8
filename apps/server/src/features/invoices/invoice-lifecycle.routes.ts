// Payments, e-mailing, voiding and deleting an invoice (docs/reference/invoices.md 'Calls'), and turning an
// approved quotation into one. Each route only parses, calls its use case and answers the envelope.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope as envelope } from '@tradebook/domain/api/envelope';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import {
  DeleteInvoiceSchema,
  EmailInvoiceSchema,
  InvoiceIdSchema,
} from '@tradebook/domain/invoices/invoice-requests.schemas';
import { InvoiceSchema } from '@tradebook/domain/invoices/invoice.schemas';
import { AddPaymentSchema } from '@tradebook/domain/invoices/payment.schemas';
import { IdempotencyKeyHeadersSchema } from '@tradebook/domain/invoices/idempotency-key.schemas';
import { ConvertQuotationSchema } from '@tradebook/domain/quotations/quotation-requests.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import { convertQuotationToInvoice } from './convert-quotation';
import { idempotencyKeyOf, IDEMPOTENCY_HEADER } from './idempotency-key';
import { addPayment, deleteInvoice, emailInvoice, voidInvoice } from './invoice-lifecycle';

const tags = ['invoices'];

export function invoiceLifecycleRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.post(
      api('invoice/add_payment'),
      {
        schema: {
          tags,
          security,
          body: AddPaymentSchema,
          headers: IdempotencyKeyHeadersSchema,
          description:
            'Records one payment {invoice_id, submitted_amount (> 0), submission_date, method, description} and ' +
            'answers the invoice. The payment keeps what was due at that moment (amount) and its own status ' +
            '(fully_paid when it clears that due, else partially_paid); the invoice becomes partpaid, or paid once ' +
            'the payments reach its total. Paying more than is due is kept: remaining_due stays 0 and the rest is ' +
            `answered as credit. 409 for a void invoice. Sent again with the same ${IDEMPOTENCY_HEADER} header ` +
            '(1 to 100 letters, digits, - or _), the payment is recorded once and the invoice answered again; ' +
            'the same key for a different payment answers 409.',
          response: { 200: envelope(InvoiceSchema) },
        },
      },
      async (request) =>
        answer(
          await addPayment(ctx, ownerOf(request), request.body, idempotencyKeyOf(request)),
          INVOICE_MESSAGES.paymentSaved,
        ),
    );

    app.post(
      api('invoice/emailSent'),
      {
        schema: {
          tags,
          security,
          body: EmailInvoiceSchema,
          description:
            "E-mails the invoice's PDF to the client's address (reply-to: your account e-mail); the invoice " +
            'becomes sent unless it is partpaid or paid. 409 for a void invoice or a client without an e-mail ' +
            'address. The e-mail is queued and the call answers at once; invoice/emails shows whether it was ' +
            'sent or failed (retried with backoff first). ' +
            "Optional, as the composer sends them: to (one address instead of the client's), cc (up to 5 " +
            'addresses), subject (one line, up to 200 characters) and message (plain text, up to 5000 ' +
            'characters, paragraphs split on blank lines); each left out keeps the default. A bad one answers ' +
            '422 and nothing is sent.',
          response: { 200: envelope(InvoiceSchema) },
        },
      },
      async (request) =>
        answer(
          await emailInvoice(ctx, ownerOf(request), request.body.invoice_number, request.body),
          INVOICE_MESSAGES.emailSent,
        ),
    );

    app.post(
      api('invoice/change_to_void'),
      {
        schema: {
          tags,
          security,
          body: InvoiceIdSchema,
          description:
            'Sets invoice_type to void. A void invoice keeps its number and its payments on record, and takes no ' +
            'more payments or changes.',
          response: { 200: envelope(InvoiceSchema) },
        },
      },
      async (request) =>
        answer(await voidInvoice(ctx, ownerOf(request), request.body.invoice_id), INVOICE_MESSAGES.voided),
    );

    app.post(
      api('delete_invoice'),
      {
        schema: {
          tags,
          security,
          body: DeleteInvoiceSchema,
          description:
            'Deletes the latest invoice while it is a draft that was never sent and has no payment; its number ' +
            `is then given to the next invoice. Any other answers 409 '${INVOICE_MESSAGES.deleteRefused}' ` +
            '(invoice numbers have no gaps). A client_id, when sent, must be its client.',
          response: { 200: envelope(z.null()) },
        },
      },
      async (request) => {
        await deleteInvoice(ctx, ownerOf(request), {
          invoiceId: request.body.invoice_id,
          clientId: request.body.client_id,
        });
        return answer(null, INVOICE_MESSAGES.deleted);
      },
    );

    app.post(
      api('quotation/convert_to_invoice'),
      {
        schema: {
          tags: ['quotations', ...tags],
          security,
          body: ConvertQuotationSchema,
          description:
            'Makes a draft invoice from an approved quotation: its client, items, discount, taxes, notes and ' +
            "attachments, dated today with the invoice_days terms and the next invoice number. The invoice's " +
            "`quotation` and the quotation's `invoice` link the two. 409 unless the quotation is approved (and " +
            'not void), and when it was already converted.',
          response: { 200: envelope(InvoiceSchema) },
        },
      },
      async (request) =>
        answer(
          await convertQuotationToInvoice(ctx, ownerOf(request), request.body.quotation_id),
          INVOICE_MESSAGES.converted,
        ),
    );
  };
}
