// GET /metrics (Prometheus text format; docs/decisions/0333-metrics.md): off unless METRICS_TOKEN is set
// (then 404, as any unknown path), and with it only for `Authorization: Bearer <token>`, compared in
// constant time. Outside /api, so not in the API's OpenAPI document (the README documents it).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { FAILURE, NOT_FOUND_MESSAGE } from '@tradebook/domain/api/envelope';
import type { AppContext } from '../app-context';
import { createMetrics } from './metrics';

export const METRICS_TOKEN_MESSAGE = 'Send the metrics token as Authorization: Bearer <token>.';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the header carries the token. Both sides are hashed first, so the comparison takes the same
 * time whatever the header's length. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(token)) && match !== null;
}

export function registerMetrics(app: FastifyInstance, ctx: AppContext): void {
  const token = ctx.config.metricsToken;
  if (!token) {
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) =>
      reply.status(404).send({ status: FAILURE, message: NOT_FOUND_MESSAGE }),
    );
    return;
  }
  const metrics = createMetrics(ctx);
  // Calls `done` rather than returning a promise: it runs after every answer and waits on nothing
  // (docs/decisions/0428-the-fixed-cost-of-every-request.md).
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      {
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        statusCode: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ status: FAILURE, message: METRICS_TOKEN_MESSAGE });
    }
    const text = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
}
