// One log line a request, written when its answer has gone: the method and redacted URL (logger.ts), the
// status and the time taken. Fastify's own request logging (a line as the request comes in and another
// as it is answered) is off (app.ts): two lines a request were a measurable part of a small call's cost
// (docs/decisions/0353-fast-on-every-request.md).
import type { FastifyInstance } from 'fastify';

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    if (request.log.isLevelEnabled('info')) {
      request.log.info(
        { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
        'request completed',
      );
    }
    done();
  });
}
