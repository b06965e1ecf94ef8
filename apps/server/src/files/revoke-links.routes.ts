// POST revoke_links (a call the spec does not name; docs/reference/files.md allows naming it): the signed-in
// owner ends every signed link they were given, e.g. after a PDF link was forwarded to the wrong person.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageAnswerSchema } from '@tradebook/domain/api/envelope';
import { LINK_MESSAGES } from '@tradebook/domain/api/links';
import type { FilesContext } from './files-context';
import { ownerOf } from '../http/auth';
import { api } from '../http/paths';
import { answer, bearerSecurity } from '../http/reply';
import { revokeLinks } from './signed-links';

export function revokeLinksRoutes(ctx: FilesContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.post(
      api('revoke_links'),
      {
        schema: {
          tags: ['files'],
          security: bearerSecurity,
          description:
            'Ends every signed link you were given before this call: PDF and export download links, and ' +
            'links to your logo and attachments answer 404 from now on. Links answered afterwards (get_profile, ' +
            'a document, an export) work as usual. Your sign-in is not affected. Takes no body.',
          response: { 200: MessageAnswerSchema },
        },
      },
      async (request) => {
        await revokeLinks(ctx, ownerOf(request));
        return answer(null, LINK_MESSAGES.revoked);
      },
    );
  };
}
