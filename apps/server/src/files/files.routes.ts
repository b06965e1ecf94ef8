import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FilesContext } from './files-context';
import { FILE_EXTENSIONS } from './file-store';
import { openSignedFile } from './stored-files';

// A signed link is made and read by the server alone (files/signed-links.ts), so its parts are the
// server's own schema, not the domain's: no client builds one.
const LinkParamsSchema = z.object({ kind: z.string(), owner: z.string(), name: z.string() });
const LinkQuerySchema = z.object({ expires: z.string().optional(), sig: z.string().optional() });

/** The answer: the stored file itself, of the type its name gives. */
const FileAnswerSchema = {
  200: {
    description: 'The stored file (a JPEG or PNG image, or a PDF).',
    content: Object.fromEntries(
      Object.values(FILE_EXTENSIONS).map((type) => [
        type,
        { schema: z.unknown().meta({ type: 'string', format: 'binary' }) },
      ]),
    ),
  },
};

/** Public: stored files through signed links (an <img> or a link in an e-mail carries no token). */
export function filesRoutes(ctx: FilesContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/files/:kind/:owner/:name',
      {
        schema: {
          tags: ['files'],
          params: LinkParamsSchema,
          querystring: LinkQuerySchema,
          description:
            'A stored file (a logo, an attachment) through the signed, expiring link the API answered ' +
            '(e.g. `logourl` of get_profile). A bad, altered or expired link answers 404.',
          response: FileAnswerSchema,
        },
      },
      async (request, reply) => {
        const file = await openSignedFile(ctx, { ...request.params, ...request.query });
        return reply
          .type(file.contentType)
          .header('cache-control', `private, max-age=${Math.min(file.secondsLeft, 3600)}`)
          .header('content-disposition', 'inline')
          .send(file.bytes);
      },
    );
  };
}
