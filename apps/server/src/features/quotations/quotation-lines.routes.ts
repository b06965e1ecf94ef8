// One line of a quotation (docs/reference/quotations.md 'Calls'): quotation/eachItemDetail and its edit. Each
// route only parses, calls its use case and answers the envelope.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { QUOTATION_MESSAGES } from '@tradebook/domain/quotations/quotation-messages';
import {
  EditQuotationLineSchema,
  QuotationLineRefSchema,
} from '@tradebook/domain/quotations/quotation-requests.schemas';
import { QuotationItemSchema, QuotationSchema } from '@tradebook/domain/quotations/quotation.schemas';
import { successEnvelope as envelope } from '@tradebook/domain/api/envelope';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import { editQuotationLine, getQuotationLine } from './quotations.service';

const tags = ['quotations'];

export function quotationLinesRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

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
  };
}
