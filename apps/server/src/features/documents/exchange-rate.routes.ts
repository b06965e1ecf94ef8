// GET documents/exchange_rate: the rate proposed for a new document in another currency than the
// business's (docs/decisions/0391-documents-in-a-foreign-currency.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successEnvelope } from '@tradebook/domain/api/envelope';
import {
  ExchangeRateProposalQuerySchema,
  ExchangeRateProposalSchema,
} from '@tradebook/domain/documents/exchange-rate-proposal.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import { proposeExchangeRate } from './propose-exchange-rate';

export function exchangeRateRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get(
      api('documents/exchange_rate'),
      {
        schema: {
          tags: ['documents'],
          security,
          querystring: ExchangeRateProposalQuerySchema,
          description:
            'The exchange rate to propose for a new quotation, invoice or credit note in `currency_id`: the last ' +
            "rate kept on one of your documents in that currency (no rate is fetched from anywhere), '1' for " +
            "your business's own currency, null when you never kept one. A document in another currency than " +
            "your business's must be saved with its `exchange_rate`.",
          response: { 200: successEnvelope(ExchangeRateProposalSchema) },
        },
      },
      async (request) => answer(await proposeExchangeRate(ctx, ownerOf(request), request.query.currency_id)),
    );
  };
}
