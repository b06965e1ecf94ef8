// The owner's calls on a document's client link and history (issue 15): shown on the document's screen.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pagedEnvelope, successEnvelope } from '@tradebook/domain/api/envelope';
import { pagingFields } from '@tradebook/domain/api/paging';
import { ClientLinkSchema, DocumentRefSchema } from '@tradebook/domain/client-links/client-link.schemas';
import { CLIENT_LINK_MESSAGES } from '@tradebook/domain/client-links/client-link-messages';
import { DocumentEventSchema } from '@tradebook/domain/document-events/document-event.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, answerPage, bearerSecurity as security } from '../../http/reply';
import {
  documentEvents,
  getDocumentLink,
  replaceDocumentLink,
  revokeDocumentLink,
} from './document-link.service';

const tags = ['client links'];
const refOf = (body: { document_kind: 'quotation' | 'invoice'; document_id: number }) => ({
  kind: body.document_kind,
  id: body.document_id,
});
const NAMES =
  'document_kind (quotation or invoice) and document_id name one of your documents (404 for any other).';

export function clientLinkOwnerRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const link = { 200: successEnvelope(ClientLinkSchema) };

    app.post(
      api('client_link/get'),
      {
        schema: {
          tags,
          security,
          body: DocumentRefSchema,
          description:
            "The document's client link, PUBLIC_URL/d/<token>: made when the document is first e-mailed, the " +
            `same in every later e-mail; it opens the document once it has been sent. ${NAMES}`,
          response: link,
        },
      },
      async (request) => answer(await getDocumentLink(ctx, ownerOf(request), refOf(request.body))),
    );

    app.post(
      api('client_link/replace'),
      {
        schema: {
          tags,
          security,
          body: DocumentRefSchema,
          description:
            'Makes a new link; the old one answers 404 from now on. 409 for a document not sent yet (its ' +
            `first e-mail makes its link). ${NAMES}`,
          response: link,
        },
      },
      async (request) =>
        answer(
          await replaceDocumentLink(ctx, ownerOf(request), refOf(request.body)),
          CLIENT_LINK_MESSAGES.replaced,
        ),
    );

    app.post(
      api('client_link/revoke'),
      {
        schema: {
          tags,
          security,
          body: DocumentRefSchema,
          description:
            'Turns the link off: it answers 404 from now on, and the document has no link until it is ' +
            `e-mailed again or a new one is made. ${NAMES}`,
          response: link,
        },
      },
      async (request) =>
        answer(
          await revokeDocumentLink(ctx, ownerOf(request), refOf(request.body)),
          CLIENT_LINK_MESSAGES.revoked,
        ),
    );

    app.post(
      api('document_events/list'),
      {
        schema: {
          tags,
          security,
          body: DocumentRefSchema.extend(pagingFields(50, 200)),
          description:
            "The document's history, newest first: sent (each e-mail), viewed by the client (one line with a " +
            'count and the last time), accepted or declined (who and what they wrote), paid online, and what ' +
            `other features record. One page (limit default 50, at most 200). ${NAMES}`,
          response: { 200: pagedEnvelope(DocumentEventSchema) },
        },
      },
      async (request) =>
        answerPage(
          await documentEvents(ctx, ownerOf(request), refOf(request.body), {
            page: request.body.page,
            limit: request.body.limit,
          }),
        ),
    );
  };
}
