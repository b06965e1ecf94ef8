// Public downloads behind the signed links the quotation calls answer (pdfLink, the exports' response[0]).
// They carry no token, so the web can open a PDF in a frame or a new tab and an e-mail could link to it;
// the signature over the path (and the filters) is what grants access, until the link expires.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { verifyDownload, verifyExportDownload } from '../documents/download-links';
import { buildQuotationExport, EXPORT_KIND } from './quotation-exports';
import { quotationPdfForLink } from './quotation-pdf';

const ParamsSchema = z.object({ owner: z.string(), key: z.string(), filename: z.string() });
const QuerySchema = z.object({
  expires: z.string().optional(),
  sig: z.string().optional(),
  q: z.string().optional().describe('The filters of an export, signed with the link.'),
});

function sendFile(
  reply: FastifyReply,
  file: { filename: string; contentType: string; content: Buffer },
  disposition: 'inline' | 'attachment',
) {
  return reply
    .type(file.contentType)
    .header('content-disposition', `${disposition}; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.content);
}

export function quotationDownloadRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const tags = ['quotations'];

    app.get(
      '/api/v3/download/quotation/:owner/:key/:filename',
      {
        schema: {
          tags,
          params: ParamsSchema,
          querystring: QuerySchema,
          description:
            "A quotation's PDF (application/pdf, shown inline) through the signed, expiring pdfLink of " +
            'quotation/ListByquotationNumber. No token needed; an altered or expired link answers 404.',
        },
      },
      async (request, reply) => {
        const link = { kind: 'quotation', ...request.params, ...request.query };
        const owner = await verifyDownload(ctx, link);
        const pdf = await quotationPdfForLink(ctx, owner, link);
        return sendFile(reply, { ...pdf, contentType: 'application/pdf' }, 'inline');
      },
    );

    app.get(
      `/api/v3/download/${EXPORT_KIND}/:owner/:key/:filename`,
      {
        schema: {
          tags,
          params: ParamsSchema,
          querystring: QuerySchema,
          description:
            'An export of quotations (.csv, .xlsx or .zip of PDFs) through the signed, expiring link answered by ' +
            'quotation_export_by_userId, quotation_export_xlsx_by_userId or quotation_export_zip_by_userId.',
        },
      },
      async (request, reply) => {
        const { owner, filters } = await verifyExportDownload(ctx, {
          kind: EXPORT_KIND,
          ...request.params,
          ...request.query,
        });
        const file = await buildQuotationExport(ctx, owner, { filename: request.params.filename, filters });
        return sendFile(reply, file, 'attachment');
      },
    );
  };
}
