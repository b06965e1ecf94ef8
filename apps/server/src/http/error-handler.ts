// One place maps every failure to the envelope and an HTTP status. Only AppError and Fastify's own
// client errors show their message; anything else is a fault, logged in full and answered with the
// generic message, never a stack trace or SQL.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FAILURE, GENERIC_ERROR_MESSAGE, NOT_FOUND_MESSAGE } from '@tradebook/domain/api/envelope';
import { API_MESSAGES } from '@tradebook/domain/api/domain-message-groups';
import { AppError, type ErrorCode } from '../app-error';
import { TOO_MANY_FILES_MESSAGE } from './body-parsing';
import { refusalCodes } from './message-codes';
import { isSpaRequest } from './static-web';

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: API_MESSAGES.unreadable,
  413: API_MESSAGES.tooLarge,
  415: API_MESSAGES.unsupportedType,
  429: API_MESSAGES.tooManyRequests,
};

/** The kind of refusal of a status Fastify itself answered (a code when no message constant matches). */
const KIND_BY_STATUS: Record<number, ErrorCode> = {
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** A failure envelope: the spec's English `message`, and the stable code of each of its messages
 * (docs/reference/api.md 'Refusal codes'). */
function failure(message: string | string[], kind: ErrorCode) {
  return { status: FAILURE, message, ...refusalCodes(message, kind) };
}

/** `serveSpa`: unknown HTML GETs get the web app's index.html (client-side routes). */
/** A 429 whose limiter did not say how long to wait (RFC 9110 section 10.2.3: the client needs a
 * figure, and a minute is the shortest window of our limits). */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

export function registerErrorHandling(app: FastifyInstance, options: { serveSpa: boolean }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if ((error.statusCode ?? 0) === 429 && !reply.hasHeader('retry-after')) {
      const seconds = error instanceof AppError ? error.retryAfterSeconds : undefined;
      reply.header('retry-after', String(seconds ?? DEFAULT_RETRY_AFTER_SECONDS));
    }
    if (error instanceof AppError) {
      // Validation failures always answer a list, one entry per problem (docs/reference/api.md).
      const message =
        error.code === 'validation' && !Array.isArray(error.messages) ? [error.messages] : error.messages;
      return reply.status(error.statusCode).send(failure(message, error.code));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const messages = [...new Set(error.validation.map((issue) => issue.message ?? GENERIC_ERROR_MESSAGE))];
      return reply.status(422).send(failure(messages, 'validation'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Too many files is a 413 of @fastify/multipart too, but 'too large' would send the owner
      // shrinking photos rather than picking fewer.
      const message =
        error.code === 'FST_FILES_LIMIT'
          ? TOO_MANY_FILES_MESSAGE
          : status === 413
            ? API_MESSAGES.tooLarge
            : (CLIENT_ERROR_MESSAGES[status] ?? API_MESSAGES.unreadable);
      return reply.status(status).send(failure(message, KIND_BY_STATUS[status] ?? 'bad_request'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(failure(GENERIC_ERROR_MESSAGE, 'internal'));
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (options.serveSpa && isSpaRequest(request.method, url, request.headers.accept)) {
      return reply.type('text/html').sendFile('index.html');
    }
    // findRoute matches a path with parameters too (a client link's /accept), not only fixed paths. A
    // wildcard's match (the web app's files, the API docs' assets: GET /*) names no call, so an unknown
    // path answers 404 on every method rather than 'Use GET' (docs/decisions/0331).
    const otherMethods = (['GET', 'POST', 'PUT', 'DELETE'] as const).filter(
      (method) => method !== request.method && isCall(app.findRoute({ method, url })),
    );
    if (otherMethods.length > 0) {
      return reply
        .status(405)
        .header('allow', otherMethods.join(', '))
        .send(failure(API_MESSAGES.useMethod(otherMethods.join(' or ')), 'method_not_allowed'));
    }
    return reply.status(404).send(failure(NOT_FOUND_MESSAGE, 'not_found'));
  });
}

/** A route found for a path is a call of its own, not a wildcard that takes any path. */
function isCall(route: { params: Record<string, unknown> } | null): boolean {
  return route !== null && !('*' in route.params);
}
