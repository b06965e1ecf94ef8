// Public downloads behind the signed links a kind's calls answer: one document's PDF (pdfLink) and the
// list's exports (response[0] of the export calls). They carry no token, so the web can open a PDF in a
// frame or a new tab and an e-mail could link to it; the signature over the path (and the filters) is
// what grants access, until the link expires. Each kind registers its own pair. A PDF is drawn at every
// open, so opens count against the owner's limit of PDFs a minute; an export link opens only once.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { limitHeavyWork } from '../accounts/heavy-work-limits';
import type { DocumentKind } from './document-kind';
import { openDocumentExport } from './document-exports';
import { documentPdfForLink } from './document-pdf';
import { verifyDownload, verifyExportDownload } from '../../exports/download-links';

const ParamsSchema = z.object({ owner: z.string(), key: z.string(), filename: z.string() });
const QuerySchema = z.object({
  expires: z.string().optional(),
  sig: z.string().optional(),
  q: z.string().optional().describe('The filters of an export, signed with the link.'),
});

function sendFile(
  reply: FastifyReply,
  file: { filename: string; contentType: string; content: Buffer | Readable },
  disposition: 'inline' | 'attachment',
) {
  return reply
    .type(file.contentType)
    .header('content-disposition', `${disposition}; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.content);
}

export function documentDownloadRoutes<Filter extends string>(ctx: AppContext, kind: DocumentKind<Filter>) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const tags = [kind.exportName];

    app.get(
      `/api/v3/download/${kind.kind}/:owner/:key/:filename`,
      {
        schema: {
          tags,
          params: ParamsSchema,
          querystring: QuerySchema,
          description:
            `A ${kind.noun.toLowerCase()}'s PDF (application/pdf, shown inline) through its signed, expiring pdfLink. ` +
            "No token needed; an altered or expired link answers 404; more than the owner's PDFs a minute, 429.",
        },
      },
      async (request, reply) => {
        const link = { kind: kind.kind, ...request.params, ...request.query };
        const owner = await verifyDownload(ctx, link);
        await limitHeavyWork(ctx, owner, 'pdf');
        const pdf = await documentPdfForLink(ctx, owner, kind, link);
        return sendFile(reply, { ...pdf, contentType: 'application/pdf' }, 'inline');
      },
    );

    app.get(
      `/api/v3/download/${kind.exportName}/:owner/:key/:filename`,
      {
        schema: {
          tags,
          params: ParamsSchema,
          querystring: QuerySchema,
          description:
            `An export of ${kind.exportName} (.csv, .xlsx, a .pdf summary or a .zip of PDFs) through the signed, expiring link ` +
            'an export call answered; written as it is sent, whatever the number of documents. The link opens ' +
            'once: a second open answers 410.',
        },
      },
      async (request, reply) => {
        const { owner, filters } = await verifyExportDownload(ctx, {
          kind: kind.exportName,
          ...request.params,
          ...request.query,
        });
        const file = await openDocumentExport(ctx, owner, kind, {
          filename: request.params.filename,
          filters,
        });
        return sendFile(reply, { ...file, content: file.stream }, 'attachment');
      },
    );
  };
}
