import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successEnvelope } from '@tradebook/domain/api/envelope';
import { FileVatReturnRequestSchema } from '@tradebook/domain/tax/filed-vat-return.schemas';
import { VatReturnRequestSchema, VatReturnSchema } from '@tradebook/domain/tax/vat-return.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity } from '../../http/reply';
import { fileVatReturn } from './file-vat-return';
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
    app.post(
      api('tax/file_vat_return'),
      {
        schema: {
          tags: ['tax'],
          security: bearerSecurity,
          body: FileVatReturnRequestSchema,
          description:
            'Marks the VAT return of a period that has ended (from..to) as filed: its figures are stored as ' +
            'they stand, and from then on no invoice, credit note or expense dated in it (nor, when filed on ' +
            'the cash basis, any payment) may change (422). A period is filed once, never across another ' +
            'filed period; filing is not undone. Answers the return as filed.',
          response: { 200: successEnvelope(VatReturnSchema) },
        },
      },
      async (request) => answer(await fileVatReturn(ctx, ownerOf(request), request.body)),
    );
  };
}
