// Deleting a quotation, the client's decision and voiding (docs/reference/quotations.md 'Calls'). Each route
// only parses, calls its use case and answers the envelope.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { QUOTATION_MESSAGES } from '@tradebook/domain/quotations/quotation-messages';
import {
  ChangeQuotationStatusSchema,
  DeleteQuotationSchema,
  QuotationIdSchema,
} from '@tradebook/domain/quotations/quotation-requests.schemas';
import { QuotationSchema } from '@tradebook/domain/quotations/quotation.schemas';
import { successEnvelope as envelope } from '@tradebook/domain/api/envelope';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import { changeQuotationStatus, deleteQuotation, voidQuotation } from './quotation-lifecycle';

const tags = ['quotations'];

export function quotationLifecycleRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

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
  };
}
