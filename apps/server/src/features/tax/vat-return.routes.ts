import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successEnvelope } from '@tradebook/domain/api/envelope';
import { VatReturnRequestSchema, VatReturnSchema } from '@tradebook/domain/tax/vat-return.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity } from '../../http/reply';
import { getVatReturn } from './vat-return.service';

/** The VAT return of a period (docs/decisions/0365-vat-return.md). */
export function vatReturnRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.post(
      api('tax/vat_return'),
      {
        schema: {
          tags: ['tax'],
          security: bearerSecurity,
          body: VatReturnRequestSchema,
          description:
            'The nine UK boxes of a period (from..to; both blank: the VAT period that holds today) on the ' +
            "owner's basis and scheme, output and input VAT by rate, and HMRC's VAT return body.",
          response: { 200: successEnvelope(VatReturnSchema) },
        },
      },
      async (request) => answer(await getVatReturn(ctx, ownerOf(request), request.body)),
    );
  };
}
