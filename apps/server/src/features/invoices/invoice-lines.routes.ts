// One line of an invoice (docs/reference/invoices.md 'Calls'): invoice/eachItemDetail and its edit. Each
// route only parses, calls its use case and answers the envelope.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successEnvelope as envelope } from '@tradebook/domain/api/envelope';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import {
  EditInvoiceLineSchema,
  InvoiceLineRefSchema,
} from '@tradebook/domain/invoices/invoice-requests.schemas';
import { InvoiceItemSchema, InvoiceSchema } from '@tradebook/domain/invoices/invoice.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import { editInvoiceLine, getInvoiceLine } from './invoices.service';

const tags = ['invoices'];

export function invoiceLinesRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.post(
      api('invoice/eachItemDetail'),
      {
        schema: {
          tags,
          security,
          body: InvoiceLineRefSchema,
          description: 'One line of an invoice; item_id is the line id answered in invoice_items.',
          response: { 200: envelope(InvoiceItemSchema) },
        },
      },
      async (request) =>
        answer(
          await getInvoiceLine(ctx, ownerOf(request), {
            invoiceId: request.body.invoice_id,
            lineId: request.body.item_id,
          }),
        ),
    );

    app.post(
      api('invoice/eachItemDetail/edit'),
      {
        schema: {
          tags,
          security,
          body: EditInvoiceLineSchema,
          description:
            "Changes one line of an invoice and recomputes the invoice's totals; answers the invoice. 409 when " +
            'the invoice is void or has payments.',
          response: { 200: envelope(InvoiceSchema) },
        },
      },
      async (request) =>
        answer(await editInvoiceLine(ctx, ownerOf(request), request.body), INVOICE_MESSAGES.updated),
    );
  };
}
