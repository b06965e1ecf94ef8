// Changing a recorded payment (docs/decisions/0348), named as invoice/add_payment is: each route only
// parses, calls its use case and answers the envelope with the invoice.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successEnvelope as envelope } from '@tradebook/domain/api/envelope';
import { InvoiceSchema } from '@tradebook/domain/invoices/invoice.schemas';
import { DeletePaymentSchema, UpdatePaymentSchema } from '@tradebook/domain/invoices/payment-changes.schemas';
import { PAYMENT_MESSAGES } from '@tradebook/domain/invoices/payment-messages';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import { deletePayment, updatePayment } from '../payments/change-payment';
import { getInvoice } from './invoices.service';

const tags = ['invoices'];

const RULES =
  "404 for a payment that is not the owner's. 409 for a card payment taken through the client's link (it " +
  'is corrected with a credit note and a refund), for a payment of a void invoice, and when the payments ' +
  "would fall below what the invoice's credit notes already refunded or kept as credit, or take back " +
  "credit the client already spent. The invoice's paid amount, due, status, PDF, the dashboard and the " +
  "client's credit follow; the invoice's history records the old and new figures.";

export function paymentChangeRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.post(
      api('invoice/update_payment'),
      {
        schema: {
          tags,
          security,
          body: UpdatePaymentSchema,
          description:
            'Changes one payment {payment_id, submitted_amount (> 0), submission_date, method, description, ' +
            'keep_as_credit} and answers its invoice. keep_as_credit works as in invoice/add_payment; a payment ' +
            "of method 'Client credit' spends the client's credit (never above what it holds). " +
            RULES,
          response: { 200: envelope(InvoiceSchema) },
        },
      },
      async (request) => {
        const owner = ownerOf(request);
        const id = await updatePayment(ctx, owner, request.body);
        return answer(await getInvoice(ctx, owner, { id }), PAYMENT_MESSAGES.updated);
      },
    );

    app.post(
      api('invoice/delete_payment'),
      {
        schema: {
          tags,
          security,
          body: DeletePaymentSchema,
          description: `Deletes one payment {payment_id} and answers its invoice. ${RULES}`,
          response: { 200: envelope(InvoiceSchema) },
        },
      },
      async (request) => {
        const owner = ownerOf(request);
        const id = await deletePayment(ctx, owner, request.body.paymentId);
        return answer(await getInvoice(ctx, owner, { id }), PAYMENT_MESSAGES.deleted);
      },
    );
  };
}
