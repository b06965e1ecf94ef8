import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VatReturnRequestSchema } from '@tradebook/domain/tax/vat-return.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { bearerSecurity } from '../../http/reply';
import { limitHeavyWork } from '../accounts/heavy-work-limits';
import { vatReturnFilename, vatReturnPdf, vatReturnSpreadsheet } from './vat-return-exports';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PERIOD_DOC =
  'The period as tax/vat_return takes it (both dates blank: the VAT period that holds today).';

/** The VAT return as a PDF and a spreadsheet (docs/decisions/0374-vat-return-exports.md): each answers
 * the file itself and counts against the owner's limit of exports a minute. */
export function vatReturnExportsRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const files = [
      { call: 'tax/vat_return_pdf', type: 'application/pdf', extension: 'pdf', make: vatReturnPdf },
      { call: 'tax/vat_return_xlsx', type: XLSX, extension: 'xlsx', make: vatReturnSpreadsheet },
    ] as const;
    for (const file of files) {
      app.post(
        api(file.call),
        {
          schema: {
            tags: ['tax'],
            security: bearerSecurity,
            body: VatReturnRequestSchema,
            description:
              `The VAT return as a ${file.extension.toUpperCase()} file (${file.type}): the nine boxes with ` +
              `HMRC's words, then output and input VAT by rate. ${PERIOD_DOC}`,
            produces: [file.type],
            response: { 200: z.any().describe('The file.') },
          },
        },
        async (request, reply) => {
          const owner = ownerOf(request);
          await limitHeavyWork(ctx, owner, 'export');
          const { vatReturn, stream } = await file.make(ctx, owner, request.body);
          return reply
            .type(file.type)
            .header(
              'content-disposition',
              `attachment; filename="${vatReturnFilename(vatReturn, file.extension)}"`,
            )
            .header('cache-control', 'private, no-store')
            .send(stream);
        },
      );
    }
  };
}
