// The top bar's notification badge (docs/reference/documents.md 'Screens'; issue 15): how many events the
// owner has not seen, the list of them newest first (each naming its document), and marking them read when
// the list is opened.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pagedEnvelope, successEnvelope } from '@tradebook/domain/api/envelope';
import {
  DocumentEventSchema,
  MarkReadSchema,
  NotificationsQuerySchema,
  UnreadCountSchema,
} from '@tradebook/domain/document-events/document-event.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, answerPage, bearerSecurity as security } from '../../http/reply';
import { listNotifications, markNotificationsRead, unreadCount } from './document-events.service';

const tags = ['notifications'];

export function notificationsRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get(
      api('get_notification_count'),
      {
        schema: {
          tags,
          security,
          description: 'The badge: how many events you have not seen (the client viewed, accepted, paid...).',
          response: { 200: successEnvelope(UnreadCountSchema) },
        },
      },
      async (request) => answer({ unread_count: await unreadCount(ctx, ownerOf(request)) }),
    );

    app.get(
      api('get_notifications'),
      {
        schema: {
          tags,
          security,
          querystring: NotificationsQuerySchema,
          description:
            'One page of the events your clients (and the system) caused on your documents, newest first, each ' +
            'with its document (document_kind, document_id, document_number) and whether you have seen it. ' +
            'Reading the list changes nothing: notifications/mark_read marks them seen. page and limit ' +
            '(default 20, at most 100).',
          response: { 200: pagedEnvelope(DocumentEventSchema) },
        },
      },
      async (request) => answerPage(await listNotifications(ctx, ownerOf(request), request.query)),
    );

    app.post(
      api('notifications/mark_read'),
      {
        schema: {
          tags,
          security,
          body: MarkReadSchema,
          description:
            'Marks your unread events seen, up to up_to_id (the newest one the list showed, so one that ' +
            'arrived meanwhile stays unread), or all of them; answers the new unread count.',
          response: { 200: successEnvelope(UnreadCountSchema) },
        },
      },
      async (request) =>
        answer({
          unread_count: await markNotificationsRead(ctx, ownerOf(request), request.body.up_to_id),
        }),
    );
  };
}
