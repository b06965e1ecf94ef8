// <kind>/emails: the e-mails of one document, newest first, with their state; email/retry sends a failed
// one again. Each route only parses, calls its use case and answers the envelope.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope as envelope } from '@tradebook/domain/api/envelope';
import { recordId } from '@tradebook/domain/api/ids';
import {
  DocumentEmailListSchema,
  DocumentEmailSchema,
  EMAIL_MESSAGES,
  RetryEmailSchema,
} from '@tradebook/domain/mail/document-emails.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import type { DocumentKind } from './document-kind';
import { listDocumentEmails, retryDocumentEmail } from './document-emails';

const STATE_WORDS =
  'state: queued (waiting for its first attempt or a retry: attempts and error say what happened so far), ' +
  "sent (sent_at; the mail server accepted it) or failed (error: the server's reason; after 5 attempts " +
  'over about an hour and a half).';

/** `${kind}/emails` {`${kind}_id`}: e.g. invoice/emails {invoice_id}. */
export function documentEmailsRoutes(ctx: AppContext, kind: DocumentKind, idMessage: string) {
  const idField = `${kind.kind}_id`;
  const body = z.object({ [idField]: recordId(idMessage) });
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.post(
      api(`${kind.kind}/emails`),
      {
        schema: {
          tags: [`${kind.kind}s`],
          security,
          body,
          description:
            `The e-mails of one ${kind.noun.toLowerCase()} (itself e-mailed, and payment reminders: kind), ` +
            `newest first, at most 50. Each has to, subject, queued_at and its ${STATE_WORDS} 404 for ` +
            `another user's ${kind.noun.toLowerCase()}.`,
          response: { 200: envelope(DocumentEmailListSchema) },
        },
      },
      async (request) => {
        const id = (request.body as Record<string, number>)[idField] as number;
        return answer(await listDocumentEmails(ctx, ownerOf(request), kind, id));
      },
    );
  };
}

export function emailRetryRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.post(
      api('email/retry'),
      {
        schema: {
          tags: ['e-mails'],
          security,
          body: RetryEmailSchema,
          description:
            'Queues a failed e-mail of one of your documents again (5 more attempts) and answers it. 409 for ' +
            "one that is queued or sent; 404 for another user's.",
          response: { 200: envelope(DocumentEmailSchema) },
        },
      },
      async (request) =>
        answer(
          await retryDocumentEmail(ctx, ownerOf(request), request.body.email_id),
          EMAIL_MESSAGES.retried,
        ),
    );
  };
}
