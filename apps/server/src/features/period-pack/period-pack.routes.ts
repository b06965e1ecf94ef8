// The period pack's calls (docs/decisions/0382-period-pack-streamed-with-a-counted-progress.md):
// period_pack answers a single-use, signed link and the number of files the ZIP will hold; the link's
// download route (public: the link is the key) writes the ZIP as it is sent. A failure before the first
// byte answers the JSON envelope.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@tradebook/domain/api/envelope';
import { PeriodPackRequestSchema, PeriodPackSchema } from '@tradebook/domain/period-pack/period-pack.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import { openPeriodPack } from './open-period-pack';
import { requestPeriodPack } from './request-period-pack';

const tags = ['period pack'];

export function periodPackRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.post(
      api('period_pack'),
      {
        schema: {
          tags,
          security,
          body: PeriodPackRequestSchema,
          description:
            'A signed link (it opens once, within 15 minutes) to a ZIP of the period from..to (at most 12 ' +
            'months): invoices.csv, credit-notes.csv, expenses.csv, period-pack.xlsx (a sheet each, the VAT ' +
            'return and the profit and loss by month), each issued invoice and credit note as a PDF and a ' +
            'UBL e-invoice, each receipt, and README.txt; with how many files it will hold, for a progress ' +
            'bar. Counts against the per-user limit of exports; 422 over 10,000 documents or receipts.',
          response: { 200: successEnvelope(PeriodPackSchema) },
        },
      },
      async (request) => answer(await requestPeriodPack(ctx, ownerOf(request), request.body)),
    );
  };
}

const ParamsSchema = z.object({ owner: z.string(), key: z.string(), filename: z.string() });
const QuerySchema = z.object({
  expires: z.string().optional(),
  sig: z.string().optional(),
  q: z.string().optional(),
});

/** The ZIP behind period_pack's link: no token, the signature over the path and the range grants it. */
export function periodPackDownloadRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/v3/download/period_pack/:owner/:key/:filename',
      {
        schema: {
          tags,
          params: ParamsSchema,
          querystring: QuerySchema,
          produces: ['application/zip'],
          description:
            'The ZIP of a period_pack link, written as it is sent; an altered or expired link answers ' +
            '404, a used one 410.',
        },
      },
      async (request, reply) => {
        const pack = await openPeriodPack(ctx, { ...request.params, ...request.query });
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${pack.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(pack.stream);
      },
    );
  };
}
