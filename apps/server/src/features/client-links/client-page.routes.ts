// The calls of the client's page, PUBLIC_URL/d/<token> (issue 15; docs/decisions/0306): no account, the
// token in the path is the only credential. Every call is counted per IP address; any token that opens
// nothing answers the same 404. Reading changes nothing but the view count: accepting and declining are
// POSTs, so a mail scanner that fetches the link (GET, HEAD) can neither answer nor pay.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@tradebook/domain/api/envelope';
import {
  AcceptQuotationSchema,
  DeclineQuotationSchema,
  PublicDocumentSchema,
} from '@tradebook/domain/client-links/client-link.schemas';
import { CLIENT_LINK_MESSAGES } from '@tradebook/domain/client-links/client-link-messages';
import type { AppContext } from '../../app-context';
import { bearerToken } from '../../http/auth';
import { answer } from '../../http/reply';
import { verifyToken } from '../accounts/sign-in';
import { recordDocumentView } from '../document-events/record-document-event';
import { renderDocumentPdf } from '../documents/document-pdf';
import { markViewedByClient } from '../documents/mark-document-viewed';
import { answerQuotation } from './answer-quotation';
import { openClientDocument, type OpenedDocument } from './open-client-document';
import { publicDocument } from './public-document';
import { limitClientPage } from './public-limit';

export const CLIENT_PAGE_API = '/api/v3/public/document/:token';
export const TokenParamsSchema = z.object({
  token: z.string().describe('The token of the link PUBLIC_URL/d/<token>.'),
});
const tags = ['client page'];
const NOT_FOUND_NOTE =
  'A token that opens nothing (unknown, turned off or replaced, a document not sent yet or deleted) ' +
  'answers 404, the same for every case. Counted per IP address (RATE_LIMIT_PER_IP a minute; 429).';

function sendPdf(reply: FastifyReply, pdf: { filename: string; content: Buffer }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${pdf.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf.content);
}

/** Whether the owner of the document is the one looking (signed in on this browser): not a client view. */
async function isOwnerLooking(ctx: AppContext, request: FastifyRequest, opened: OpenedDocument) {
  const token = bearerToken(request);
  return token !== undefined && (await verifyToken(ctx, token)) === opened.owner;
}

export function clientPageRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get(
      CLIENT_PAGE_API,
      {
        schema: {
          tags,
          params: TokenParamsSchema,
          description:
            'The document the link opens, as its PDF shows it (the same figures, from the same model), with the ' +
            'business, what the client can do (answer a quotation; the remaining due and how to pay an invoice) ' +
            'and its PDF link. Counts a view (not a HEAD request, nor the owner signed in on this browser). ' +
            NOT_FOUND_NOTE,
          response: { 200: successEnvelope(PublicDocumentSchema) },
        },
      },
      async (request) => {
        await limitClientPage(ctx, request.ip);
        const opened = await openClientDocument(ctx, request.params.token);
        const page = await publicDocument(ctx, opened);
        if (request.method === 'GET' && !(await isOwnerLooking(ctx, request, opened))) {
          await recordDocumentView(ctx, opened.owner, opened.row);
          await markViewedByClient(ctx, opened.owner, opened.row);
        }
        return answer(page);
      },
    );

    app.get(
      `${CLIENT_PAGE_API}/pdf`,
      {
        schema: {
          tags,
          params: TokenParamsSchema,
          description: `The document's PDF (application/pdf, as a download). ${NOT_FOUND_NOTE}`,
          response: {
            200: {
              description: 'The PDF.',
              content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
            },
          },
        },
      },
      async (request, reply) => {
        await limitClientPage(ctx, request.ip);
        const { owner, kind, row } = await openClientDocument(ctx, request.params.token);
        return sendPdf(reply, await renderDocumentPdf(ctx, owner, kind, row));
      },
    );

    app.post(
      `${CLIENT_PAGE_API}/accept`,
      {
        schema: {
          tags,
          params: TokenParamsSchema,
          body: AcceptQuotationSchema,
          description:
            'The client accepts the quotation: it becomes approved, and their name, note and the time are kept ' +
            "and shown to the owner (an 'accepted' event). 409 with the reason when it is already approved or " +
            'rejected, past its expiry date, void, or not a quotation. ' +
            NOT_FOUND_NOTE,
          response: { 200: successEnvelope(PublicDocumentSchema) },
        },
      },
      async (request) => {
        await limitClientPage(ctx, request.ip);
        const page = await answerQuotation(ctx, request.params.token, {
          decision: 'approved',
          name: request.body.name,
          note: request.body.note,
        });
        return answer(page, CLIENT_LINK_MESSAGES.accepted);
      },
    );

    app.post(
      `${CLIENT_PAGE_API}/decline`,
      {
        schema: {
          tags,
          params: TokenParamsSchema,
          body: DeclineQuotationSchema,
          description:
            "The client declines the quotation (an optional reason): it becomes rejected (a 'declined' event). " +
            `The same rules as accept. ${NOT_FOUND_NOTE}`,
          response: { 200: successEnvelope(PublicDocumentSchema) },
        },
      },
      async (request) => {
        await limitClientPage(ctx, request.ip);
        const page = await answerQuotation(ctx, request.params.token, {
          decision: 'rejected',
          reason: request.body.reason,
        });
        return answer(page, CLIENT_LINK_MESSAGES.declined);
      },
    );
  };
}
